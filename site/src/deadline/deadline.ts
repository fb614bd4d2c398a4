// Keeps text that follows a deadline right after the page was built: while the date is ahead, the
// days left; once it has passed, the closed text. The build writes both texts into the element
// (`data-open` with {days}, `data-closed`); pages whose deadlines have passed load no script.
import { daysText } from './days';

const DAY = 86_400_000;

export function refresh(root: ParentNode, now: Date): void {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  for (const element of root.querySelectorAll<HTMLElement>('[data-deadline]')) {
    const [year, month, day] = (element.dataset.deadline ?? '').split('-').map(Number);
    const left = Math.round((Date.UTC(year, month - 1, day) - today) / DAY);
    if (Number.isNaN(left)) continue;
    const text = left >= 0 ? element.dataset.open?.replace('{days}', daysText(left)) : element.dataset.closed;
    if (text !== undefined) element.textContent = text;
  }
}

refresh(document, new Date());
