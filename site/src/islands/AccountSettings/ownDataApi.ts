// The two calls about the member's own data, typed from the service's OpenAPI document like the
// shared client's (lib/api.ts). Both act on the signed-in session: the stored token as a bearer,
// or the session cookie alone in a tab that has no token.
import { request, type Schema } from '../../lib/api';

/** What "Download my data" saves: the account and the applications sent with its address. */
export type MyData = Schema<'MyData'>;

export const ownDataApi = {
  /** A copy of the account's data; the service mails the member that a copy was made. 429 after 5 an hour. */
  download: (token?: string) => request('post', '/users/me/data', undefined, token),
  /** Deletes the account and ends all its sessions (clearing the cookies); 400 for a wrong password. */
  deleteAccount: (currentPassword: string, token?: string) =>
    request('post', '/users/me/delete', { currentPassword }, token),
};
