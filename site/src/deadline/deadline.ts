// Keeps text that follows a deadline right after the page was built: while the date is ahead, the
// days left; once it has passed, the closed text. The build writes both texts into the element
// (`data-open` with {days}, `data-closed`) and the words for the days left in the page's language
// (`data-day`, `data-days` with {n}, `data-today`, from the theme's catalog); pages whose
// deadlines have passed load no script.

const DAY = 86_400_000;

export function refresh(root: ParentNode, now: Date): void {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  for (const element of root.querySelectorAll<HTMLElement>('[data-deadline]')) {
    const [year, month, day] = (element.dataset.deadline ?? '').split('-').map(Number);
    const left = Math.round((Date.UTC(year, month - 1, day) - today) / DAY);
    if (Number.isNaN(left)) continue;
    const text = left >= 0 ? element.dataset.open?.replace('{days}', daysText(element, left)) : element.dataset.closed;
    if (text !== undefined) element.textContent = text;
  }
}

refresh(document, new Date());

/** "12 days left", "1 day left", "closes today", in the words the build wrote for the page. */
function daysText(element: HTMLElement, left: number): string {
  const { today = 'closes today', day = '1 day left', days = '{n} days left' } = element.dataset;
  if (left === 0) return today;
  return left === 1 ? day : days.replace('{n}', String(left));
}
