// How the workspace words what the service answers in codes: dates and times, statuses, roles,
// membership types and the actions of the audit log.
import { pageLanguage } from '../../lib/language';

/** The page's language as dates are written in it: English the British way ("24 November 2026"). */
const locale = (): string => {
  const language = pageLanguage();
  return language === 'en' ? 'en-GB' : language;
};

/**
 * "2026-11-24T10:00:00Z" -> "24 November 2026 at 11:00 CET": the day, the time and the time zone
 * (its short name, or its offset such as "GMT-5" where the language has no name for it), in the
 * reader's time zone unless `timeZone` names another. Staff in different places read the same
 * moment, so every time the workspace shows says which zone it is in.
 */
export function dayAndTime(timestamp: string, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(locale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}

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
  `${new Intl.NumberFormat(locale()).format(n)} ${n === 1 ? one : many}`;
