// The workspace once the gate is passed: who is signed in with which role and how many recovery
// codes they have left (with the way to new ones), the views their role allows (Applications for
// all staff; Staff and Audit log for admins), and the view the address names. Each view is a
// history entry; moving to one names the page after it and focuses its heading.
import { lazy, Suspense, useState } from 'react';
import { shownAddress } from '../../lib/addresses';
import { inLanguage } from '../../lib/messages/catalog';
import { fullName } from '../../lib/signedIn';
import { useAddress, type View, viewOf } from './address';
import { isAdmin, type Staff, useStaff } from './context';
import { roleLabel } from './format';
import { usePageTitle } from './pageTitle';
import { QueryLink } from './QueryLink';

// The list of applications, the first view, is fetched once the gate is passed: a visitor, or an
// account without a role, never loads it.
const ApplicationsView = lazy(() =>
  inLanguage(import('./ApplicationsView')).then((module) => ({ default: module.ApplicationsView })),
);
// The admins' views are fetched when an admin opens one: reviewers, most of the staff, never load them.
// One application's view (its answers, history and decision) is fetched as the first one is opened.
const ApplicationView = lazy(() =>
  inLanguage(import('./ApplicationView')).then((module) => ({ default: module.ApplicationView })),
);
const StaffView = lazy(() => inLanguage(import('./StaffView')).then((module) => ({ default: module.StaffView })));
const AuditView = lazy(() => inLanguage(import('./AuditView')).then((module) => ({ default: module.AuditView })));
// New recovery codes are asked for now and then, by anyone: fetched then.
const RenewCodes = lazy(() => inLanguage(import('./RenewCodes')).then((module) => ({ default: module.RenewCodes })));

const NAMES: Record<Exclude<View, 'application'>, string> = {
  applications: 'Applications',
  roles: 'Staff',
  audit: 'Audit log',
  'recovery-codes': 'Get new recovery codes',
};

const RENEW = new URLSearchParams('view=recovery-codes');

function WorkspaceBar({ staff, view }: { staff: Staff; view: View }) {
  const { user, role, recoveryCodesLeft } = staff.status;
  const views: Exclude<View, 'application'>[] = isAdmin(staff) ? ['applications', 'roles', 'audit'] : ['applications'];
  const renewing = view === 'recovery-codes';
  return (
    <div className="staff-bar">
      <div className="staff-bar__who">
        <p>
          Signed in as <strong>{fullName(user)}</strong>{' '}
          <span className="staff-address">({shownAddress(user.email)})</span>, {roleLabel(role ?? '')}
        </p>
        <p className="staff-bar__account">
          <QueryLink to={RENEW} current={renewing}>
            Recovery codes: {recoveryCodesLeft} left
          </QueryLink>
        </p>
      </div>
      <nav className="staff-nav" aria-label="Staff workspace">
        <ul>
          {views.map((name) => (
            <li key={name}>
              <QueryLink
                to={new URLSearchParams(name === 'applications' ? '' : `view=${name}`)}
                current={view === name || (name === 'applications' && view === 'application')}
              >
                {NAMES[name]}
              </QueryLink>
            </li>
          ))}
        </ul>
      </nav>
      {recoveryCodesLeft < 4 && !renewing && (
        <p className="notice staff-bar__codes">
          You have {recoveryCodesLeft} recovery {recoveryCodesLeft === 1 ? 'code' : 'codes'} left.{' '}
          <QueryLink to={RENEW}>Get new recovery codes</QueryLink> with a code from your authenticator app. Without them
          or the app, an administrator has to reset your two-step verification so that you set it up again.
        </p>
      )}
    </div>
  );
}

/** The view the address names, or the list when the role does not allow it. */
function allowedView(staff: Staff, view: View): View {
  return (view === 'roles' || view === 'audit') && !isAdmin(staff) ? 'applications' : view;
}

export function Workspace({ focusOnArrival }: { focusOnArrival: boolean }) {
  const staff = useStaff();
  const { params, go } = useAddress();
  const view = allowedView(staff, viewOf(params));
  const reference = params.get('application') ?? '';
  const key = view === 'application' ? `application:${reference}` : view;
  // Focus moves once the view has changed (or the workspace was reached by passing the gate).
  const [first, setFirst] = useState(key);
  const [moved, setMoved] = useState(focusOnArrival);
  if (key !== first && !moved) {
    setFirst(key);
    setMoved(true);
  }
  usePageTitle(view === 'application' ? `Application ${reference}` : NAMES[view]);

  return (
    <div className="staff-workspace">
      <WorkspaceBar staff={staff} view={view} />
      <Suspense fallback={<p role="status">Loading...</p>}>
        {view === 'applications' && <ApplicationsView key={key} focus={moved} params={params} />}
        {view === 'application' && <ApplicationView key={key} focus={moved} params={params} reference={reference} />}
        {view === 'roles' && <StaffView key={key} focus={moved} />}
        {view === 'audit' && <AuditView key={key} focus={moved} params={params} />}
        {view === 'recovery-codes' && <RenewCodes key={key} focus={moved} onDone={() => go(new URLSearchParams())} />}
      </Suspense>
    </div>
  );
}
