/** "12 days left", "1 day left", "closes today": the same words as the build (ssg's deadlines.rs). */
export function daysText(left: number): string {
  if (left === 0) return 'closes today';
  return left === 1 ? '1 day left' : `${left} days left`;
}
