// How the workspace words what the service answers in codes: dates and times, statuses, roles,
// membership types and the actions of the audit log.

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function formatted(format: Intl.DateTimeFormat, timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : format.format(date);
}

/** "2026-11-23T10:04:05Z" -> "23 November 2026", in the reader's time zone. */
export const day = (timestamp: string): string => formatted(DAY, timestamp);
/** "2026-11-23T10:04:05Z" -> "23 November 2026 at 10:04" (as the browser words it), in the reader's time zone. */
export const dayAndTime = (timestamp: string): string => formatted(DAY_AND_TIME, timestamp);

export const STATUSES: Record<string, string> = { received: 'Received', accepted: 'Accepted', declined: 'Declined' };
export const statusLabel = (status: string): string => STATUSES[status] ?? status;

export const ROLES: Record<string, string> = { reviewer: 'Reviewer', admin: 'Administrator' };
export const roleLabel = (role: string): string => ROLES[role] ?? role;

/** A membership type and its name, from the site's data. */
export interface Choice {
  value: string;
  label: string;
}

/** "regular" -> "Regular": the site's name for it when the page gives it. */
export function choiceLabel(value: string, choices: readonly Choice[]): string {
  return choices.find((choice) => choice.value === value)?.label ?? value.charAt(0).toUpperCase() + value.slice(1);
}

/** The actions of the audit log (forms-api audit::Action), and an application's being sent. */
export const ACTIONS: Record<string, string> = {
  submitted: 'Sent by the applicant',
  'signed-in': 'Signed in',
  'second-factor-enrolled': 'Two-step verification set up',
  'second-factor-reset': 'Two-step verification reset',
  'recovery-codes-renewed': 'New recovery codes',
  'passkey-added': 'Passkey added',
  'passkey-removed': 'Passkey removed',
  'application-opened': 'Application opened',
  'application-decided': 'Application decided',
  'application-reopened': 'Application reopened',
  'applications-exported': 'Applications exported',
  'role-granted': 'Role given',
  'role-revoked': 'Role taken away',
};
export const actionLabel = (action: string): string => ACTIONS[action] ?? action;

/** "1 application", "12 applications". */
export const count = (n: number, one: string, many: string): string =>
  `${new Intl.NumberFormat('en-GB').format(n)} ${n === 1 ? one : many}`;
