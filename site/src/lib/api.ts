// The forms service client. Same origin by default (`/api`); set VITE_API_BASE at build time
// for a service on another origin. Every failure becomes an ApiError with a message a person can
// read and, for validation failures, a message per field.

export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.';

/** Call the service with a JSON body (or none), sending the session cookie. */
export async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  const payload = (await response.json().catch(() => null)) as { message?: string; errors?: FieldErrors } | null;
  if (!response.ok) {
    const message = payload?.message ?? 'Something went wrong. Please try again.';
    throw new ApiError(response.status, message, payload?.errors ?? {});
  }
  return payload as T;
}

export interface User {
  email: string;
  firstName: string;
  lastName: string;
  _id: string;
}

export interface LoginResponse {
  user: User;
  accessToken: string;
}

export interface Message {
  message: string;
}

/**
 * The sign-up's answer: the same sentence for any valid sign-up ("We have sent a message to
 * <email>. ..."), whether or not the address already has an account, so it carries no user.
 */
export type SignupResponse = Message;

/** The service's answer to an application: `reference` is the one the applicant's mail gives. */
export interface SubmitResponse {
  message: string;
  id: string;
  /** Readable, such as IAAII-2026-00042. */
  reference?: string;
}

export type ApplicationStatus = 'received' | 'accepted' | 'declined';

/** One of the signed-in member's applications (GET /api/users/me/applications, newest first). */
export interface MyApplication {
  reference: string;
  /** RFC 3339, UTC. */
  submittedAt: string;
  /** regular, student, institutional, corporate or emeritus. */
  membershipType: string;
  status: ApplicationStatus;
  /** RFC 3339, once decided. */
  decidedAt?: string;
  decisionNote?: string;
}

/** The 403 the service gives any POST from another site's page (not about the account). */
export const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted.';

/**
 * A sign-in refused because the password was right but the address is not confirmed yet (403),
 * as opposed to the 403 that refuses a request from another site.
 */
export function isUnconfirmedAddress(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.message !== CROSS_SITE_MESSAGE;
}

export const api = {
  signup: (form: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    confirmPassword: string;
    agreeTerms: boolean;
  }) => request<SignupResponse>('POST', '/users/signup', form),
  login: (email: string, password: string, rememberMe: boolean) =>
    request<LoginResponse>('POST', '/users/login', { email, password, rememberMe }),
  me: (token?: string) => request<User>('GET', '/users/me', undefined, token),
  logout: (token?: string) => request<Message>('POST', '/users/logout', {}, token),
  /** The token from the mailed link (`/confirm-email#token=...`); 400 when expired or used. */
  confirmEmail: (token: string) => request<Message>('POST', '/users/confirm-email', { token }),
  /** Mails a new link if the address waits for confirmation; the answer is the same for any address. */
  resendConfirmation: (email: string) => request<Message>('POST', '/users/resend-confirmation', { email }),
  forgotPassword: (email: string) => request<Message>('POST', '/users/forgot-password', { email }),
  verifyOtp: (email: string, otp: number) => request<{ resetToken: string }>('POST', '/users/verify-otp', { email, otp }),
  resetPassword: (resetToken: string, newPassword: string) =>
    request<Message>('POST', '/users/reset-password', { resetToken, newPassword }),
  /** Ends every other session of the account and answers the token of a fresh one. */
  changePassword: (currentPassword: string, newPassword: string, token?: string) =>
    request<{ message: string; accessToken: string }>('POST', '/users/change-password', { currentPassword, newPassword }, token),
  submitApplication: (application: Record<string, unknown>) =>
    request<SubmitResponse>('POST', '/users/submit-form', application),
  /** The applications sent with the signed-in account's address; 401 when signed out. */
  myApplications: (token?: string) => request<MyApplication[]>('GET', '/users/me/applications', undefined, token),
};
