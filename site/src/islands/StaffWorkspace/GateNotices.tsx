// What the workspace shows before its views: while it asks who is signed in, to a visitor not
// signed in (with the way to sign in and come back), and to a member without a staff role.
import { withReturn } from '../../lib/returnTo';
import { Heading } from './Heading';
import type { StaffStatus } from './staffApi';

/** The service's words for an account without a role (forms-api staff_access::NOT_STAFF). */
export const NOT_STAFF = "This page is for the association's staff. Your account has no staff role.";

export function Checking() {
  return (
    <p className="notice" role="status">
      Checking your access to the staff workspace...
    </p>
  );
}

export function SignedOut({ focus }: { focus: boolean }) {
  return (
    <div className="staff-gate">
      <Heading focus={focus}>Sign in to continue</Heading>
      <p>You are not signed in. The staff workspace is for the association's membership staff.</p>
      <p>
        <a className="btn btn--primary" href={withReturn('/login', '/staff')}>
          Sign in
        </a>
      </p>
    </div>
  );
}

export function NoRole({ status, focus }: { status: StaffStatus; focus: boolean }) {
  return (
    <div className="staff-gate">
      <Heading focus={focus}>You cannot use the staff workspace</Heading>
      <p className="notice">{NOT_STAFF}</p>
      <p>
        You are signed in as <span className="staff-address">{status.user.email}</span>. If you work on the
        association's membership team, ask an administrator to give this account a role, then open this page again.
      </p>
    </div>
  );
}
