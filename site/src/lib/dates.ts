// A date in full as the page's language writes it: the browser's Intl (CLDR) does the work, and
// this adds the one rule CLDR leaves out, French's ordinal for the first of a month ("1er mai
// 2025", not "1 mai 2025"), as the generator's catalog and the service's mails write it.

/** `date` with `format`, the day 1 written "1er" when the format is French. */
export function inFull(format: Intl.DateTimeFormat, date: Date): string {
  if (!format.resolvedOptions().locale.startsWith('fr')) return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value))
    .join('');
}
