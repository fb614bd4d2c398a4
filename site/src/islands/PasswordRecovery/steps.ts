// The three routes of the recovery flow, in order. After a move without a page load the island
// names the page itself, in the page's language: each route's `names` (routes/<page>.ts), which in
// English repeat the front matter of content/account/<page>.md (steps.test.ts checks they agree).

export const ROUTES = {
  forgot: '/forgot-password/',
  otp: '/otp-verification/',
  reset: '/reset-password/',
} as const;

export const STEPS = [
  { id: 'forgot', path: '/forgot-password' },
  { id: 'otp', path: '/otp-verification' },
  { id: 'reset', path: '/reset-password' },
] as const;

/** A page's title and lead, in the page's language (each route's `names`, routes/<page>.ts). */
export interface PageNames {
  title: string;
  lead: string;
}

/** Name the page after the step: browser title, heading, breadcrumb and lead of the theme. */
export function namePage({ title, lead }: PageNames): void {
  document.title = pageTitle(document.title, title);
  const set = (selector: string, text: string) => {
    const element = document.querySelector(selector);
    if (element) element.textContent = text;
  };
  set('.page-heading__title', title);
  set('.breadcrumb [aria-current="page"]', title);
  set('.page-heading__lead', lead);
}

/** 0, 1 or 2 for the flow's routes (with or without the trailing slash); -1 for any other. */
export function stepIndex(pathname: string): number {
  const path = pathname.replace(/\/+$/, '');
  return STEPS.findIndex((step) => step.path === path);
}

/** "Forgot Password | IAAII" -> "Verify Your Code | IAAII": keep what follows the page's name. */
export function pageTitle(current: string, title: string): string {
  const bar = current.indexOf(' | ');
  return bar < 0 ? title : `${title}${current.slice(bar)}`;
}

/** What the OTP step is given: where the code was sent. */
export interface OtpState {
  email: string;
}

/**
 * What the reset step is given: the token the verified code was exchanged for, with the address
 * the code went to; or the token of the mailed link, which says nothing of the address.
 */
export type ResetState = { resetToken: string; email: string } | { resetToken: string; fromLink: true };

// Navigation state comes from history, which a visitor (or another script) may have filled with
// anything: read it defensively.
function stringField(state: unknown, key: string): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

export const readEmail = (state: unknown): string | null => stringField(state, 'email');
export const readResetToken = (state: unknown): string | null => stringField(state, 'resetToken');
/** The token came from the mailed link (good for an hour), not from a verified code (15 minutes). */
export const readFromLink = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>).fromLink === true;
