// An application's history, oldest first: sent by the applicant, then each time staff opened it,
// decided on it or reopened it, with who and when.
import { dayAndTime, statusLabel } from './format';
import type { HistoryLine } from './staffApi';

/** What happened, in words: "Decided: declined", "Reopened (it had been accepted)". */
export function historyText({ action, detail }: HistoryLine): string {
  const status = statusLabel(detail).toLowerCase();
  switch (action) {
    case 'submitted':
      return 'Sent';
    case 'application-opened':
      return 'Opened';
    case 'application-decided':
      return `Decided: ${status}`;
    case 'application-reopened':
      return detail ? `Reopened (it had been ${status})` : 'Reopened';
    default:
      return detail ? `${action}: ${detail}` : action;
  }
}

export function HistoryList({ history }: { history: readonly HistoryLine[] }) {
  return (
    <section className="staff-history" aria-labelledby="history-heading">
      <h3 id="history-heading">History</h3>
      <ol className="staff-history__list">
        {history.map((line, index) => (
          // The same action by the same person can happen twice in a second: the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
          <li key={index}>
            <strong>{historyText(line)}</strong> by <span className="staff-address">{line.actor}</span>,{' '}
            <time dateTime={line.at}>{dayAndTime(line.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
