// /staff: the association's membership staff review applications and decide on them; admins also
// manage the staff's roles and read the audit log. Every step of the way in is the service's to
// say (useStaffAccess): signed out, no staff role, two-step verification to set up or to pass, then
// the workspace itself (Workspace.tsx), whose state is the address's query (address.ts).
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { keepAddressForSignIn, restoreAddressAfterSignIn } from './address';
import { StaffContext } from './context';
import type { Choice } from './format';
import { Checking, NoRole, SignedOut } from './GateNotices';
import { LoadFailure } from './LoadFailure';
import { usePageTitle } from './pageTitle';
import { type Access, useStaffAccess } from './useStaffAccess';
import { Workspace } from './Workspace';
import '../../lib/forms/Notice.css';
// The styles of the fields the lazily loaded views use (the decision's radios and note, a role's
// radios): a lazy chunk brings no stylesheet of its own (plainDynamicImports in vite.config.ts).
import '../../lib/forms/CharacterCount.css';
import '../../lib/forms/RadioField.css';
import '../../lib/twoStep/twoStep.css';
import './StaffWorkspace.css';
import { inLanguage } from '../../lib/messages/catalog';

export interface StaffWorkspaceProps {
  /** The countries of the site's data (`data:countries`), as the application's form lists them. */
  countries?: { code: string; name: string }[];
  /** The membership types of the site's data (`data:membership.types`). */
  membershipTypes?: Choice[];
}

// Setting up two-step verification happens once per staff member, and the sign-in form asks for
// the second step, so the workspace's own step is for a session that passed it elsewhere: each is
// fetched only when needed.
const Enrolment = lazy(() => inLanguage(import('./Enrolment')).then((module) => ({ default: module.Enrolment })));
const VerifyCode = lazy(() => inLanguage(import('./VerifyCode')).then((module) => ({ default: module.VerifyCode })));

const GATE_TITLES: Partial<Record<Access['state'], string>> = {
  enrol: 'Set up two-step verification',
  verify: 'Enter your verification code',
};

/**
 * Whether the gate has moved since the page loaded (a step passed, access lost): the new screen's
 * heading then takes focus. The first answer after loading moves nothing.
 */
function useMoved(state: Access['state']): boolean {
  const [first, setFirst] = useState<Access['state'] | null>(null);
  const [moved, setMoved] = useState(false);
  if (state !== 'checking' && first === null) setFirst(state);
  else if (first !== null && state !== first && !moved) setMoved(true);
  return moved;
}

export function StaffWorkspace({ countries, membershipTypes }: StaffWorkspaceProps) {
  const { access, recheck, retry, lost } = useStaffAccess();
  const moved = useMoved(access.state);
  usePageTitle(access.state === 'ready' ? undefined : (GATE_TITLES[access.state] ?? null));
  useEffect(() => {
    if (access.state === 'signed-out') keepAddressForSignIn();
    else if (access.state !== 'checking' && access.state !== 'failed') restoreAddressAfterSignIn();
  }, [access.state]);
  const status = 'status' in access ? access.status : null;
  const staff = useMemo(
    () =>
      status && {
        status,
        lost,
        refresh: recheck,
        countries: Array.isArray(countries) ? countries.map(({ name }) => ({ value: name, label: name })) : [],
        membershipTypes: Array.isArray(membershipTypes) ? membershipTypes : [],
      },
    [status, lost, recheck, countries, membershipTypes],
  );

  switch (access.state) {
    case 'checking':
      return <Checking />;
    case 'signed-out':
      return <SignedOut focus={moved} />;
    case 'failed':
      return <LoadFailure message={access.message} retry={retry} />;
    case 'no-role':
      return <NoRole status={access.status} focus={moved} />;
    case 'enrol':
      return (
        <Suspense fallback={<Checking />}>
          <Enrolment status={access.status} focus={moved} onLost={lost} onDone={recheck} />
        </Suspense>
      );
    case 'verify':
      return (
        <Suspense fallback={<Checking />}>
          <VerifyCode status={access.status} focus={moved} onLost={lost} onPassed={recheck} />
        </Suspense>
      );
    case 'ready':
      return (
        <StaffContext.Provider value={staff}>
          <Workspace focusOnArrival={moved} />
        </StaffContext.Provider>
      );
  }
}
