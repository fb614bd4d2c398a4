// The staff workspace's calls to the forms service (tag "Staff" of its OpenAPI document), typed by
// the shared client (lib/api.ts) like every island's: the stored token as a bearer, and the session
// cookie, so the second factor this session has passed counts. The service checks the role and the
// second factor on every call; the workspace only follows what it answers.
import { request, type Schema } from '../../lib/api';
import type { paths } from '../../lib/api-types';
import { readSession } from '../../lib/session';

export type StaffStatus = Schema<'StaffStatus'>;
export type Role = Schema<'Role'>;
export type ApplicationPage = Schema<'ApplicationPage'>;
export type ApplicationRow = Schema<'ApplicationRow'>;
export type ApplicationDetail = Schema<'ApplicationDetail'>;
export type HistoryLine = Schema<'HistoryLine'>;
export type StaffMember = Schema<'StaffMember'>;
export type AuditPage = Schema<'AuditPage'>;
export type AuditLine = Schema<'AuditLine'>;
export type Decision = Schema<'DecisionChoice'>;

/**
 * An operation's path with its `{name}` parts filled in and a query string after it. Its type stays
 * the template's, so the shared client still types the body and the answer by the operation.
 */
function at<P extends keyof paths>(template: P, parts: Record<string, string> = {}, query?: URLSearchParams): P {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(parts[name] ?? ''));
  const search = query?.toString();
  return (search ? `${path}?${search}` : path) as P;
}

const token = () => readSession()?.accessToken;

export const staffApi = {
  /** Where the account stands: role, second factor set up and passed in this session. 401 signed out. */
  status: () => request('get', '/staff/me', undefined, token()),

  /** A page of 50 applications; `query` holds the filters and `after`, the cursor of the page. */
  applications: (query: URLSearchParams) => request('get', at('/staff/applications', {}, query), undefined, token()),
  /** The filtered list as a file's content (`format`: csv or json in `query`). */
  exportApplications: (query: URLSearchParams) =>
    request('get', at('/staff/applications/export', {}, query), undefined, token()),
  application: (reference: string) =>
    request('get', at('/staff/applications/{reference}', { reference }), undefined, token()),
  decide: (reference: string, decision: Decision, note: string) =>
    request(
      'post',
      at('/staff/applications/{reference}/decision', { reference }),
      { decision, note: note || null },
      token(),
    ),
  reopen: (reference: string) =>
    request('post', at('/staff/applications/{reference}/reopen', { reference }), {}, token()),

  staff: () => request('get', '/staff/roles', undefined, token()),
  grant: (email: string, role: Role) => request('post', '/staff/roles', { email, role }, token()),
  revoke: (email: string) => request('post', '/staff/roles/revoke', { email }, token()),
  resetSecondFactor: (email: string) => request('post', '/staff/second-factor/reset', { email }, token()),
  /** A hundred entries, newest first; `query` holds action, actor and `before`. */
  audit: (query: URLSearchParams) => request('get', at('/staff/audit', {}, query), undefined, token()),
};
