// The three routes of the recovery flow, in order, with the title of the page each one is. The
// titles repeat the front matter of content/account/*.md: after a move without a page load the
// island has to set the browser's title itself.

export const ROUTES = {
  forgot: '/forgot-password/',
  otp: '/otp-verification/',
  reset: '/reset-password/',
} as const;

export const STEPS = [
  { path: '/forgot-password', title: 'Forgot Password' },
  { path: '/otp-verification', title: 'Verify Your Code' },
  { path: '/reset-password', title: 'Reset Password' },
] as const;

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

/** What the reset step is given: the token the verified code was exchanged for. */
export interface ResetState {
  resetToken: string;
}

// Navigation state comes from history, which a visitor (or another script) may have filled with
// anything: read it defensively.
function stringField(state: unknown, key: string): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

export const readEmail = (state: unknown): string | null => stringField(state, 'email');
export const readResetToken = (state: unknown): string | null => stringField(state, 'resetToken');
