// The admins' view of the staff: everyone with a role, with their two-step verification, and per
// person (never oneself) revoking the role or resetting two-step verification, each after a
// confirmation; below, the form that gives a role. Each change is the service's to record.
import { useRef, useState } from 'react';
import { shownAddress } from '../../lib/addresses';
import { ApiError } from '../../lib/api';
import { Notice } from '../../lib/forms/Notice';
import { IdentityPrompt } from '../../lib/twoStep/IdentityPrompt';
import { ConfirmDialog } from './ConfirmDialog';
import { useStaff } from './context';
import { dayAndTime, roleLabel } from './format';
import { GrantForm } from './GrantForm';
import { Heading } from './Heading';
import { LoadFailure } from './LoadFailure';
import { type StaffMember, staffApi } from './staffApi';
import { TableRegion } from './TableRegion';
import { useStaffData } from './useStaffData';

type Change = { kind: 'revoke' | 'reset'; member: StaffMember };
type Outcome = { tone: 'success' | 'error'; text: string };

const QUESTIONS = {
  revoke: {
    title: (member: StaffMember) => `Revoke the staff role of ${member.name || member.email}?`,
    text: 'They will no longer be able to use the staff workspace. You can give them a role again later.',
    action: 'Revoke the role',
  },
  reset: {
    title: (member: StaffMember) => `Reset the two-step verification of ${member.name || member.email}?`,
    text: 'Their authenticator app and recovery codes stop working. They set up two-step verification again the next time they open the workspace.',
    action: 'Reset two-step verification',
  },
};

function MemberActions({ member, onAsk }: { member: StaffMember; onAsk: (change: Change, from: HTMLElement) => void }) {
  const who = <span className="visually-hidden">{`of ${member.email}`}</span>;
  return (
    <div className="staff-row-actions">
      <button
        className="btn btn--ghost"
        type="button"
        onClick={(event) => onAsk({ kind: 'revoke', member }, event.currentTarget)}
      >
        {'Revoke role '}
        {who}
      </button>
      {member.secondFactorSetUp && (
        <button
          className="btn btn--ghost"
          type="button"
          onClick={(event) => onAsk({ kind: 'reset', member }, event.currentTarget)}
        >
          {'Reset two-step verification '}
          {who}
        </button>
      )}
    </div>
  );
}

function StaffTable({ members, onAsk }: { members: readonly StaffMember[]; onAsk: MemberActionsProps['onAsk'] }) {
  const { status } = useStaff();
  const me = shownAddress(status.user.email);
  return (
    <TableRegion caption="Staff members" id="staff-caption">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail address</th>
          <th scope="col">Role</th>
          <th scope="col">Two-step verification</th>
          <th scope="col">Role given</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.email}>
            <td className="staff-table__name">{member.name}</td>
            <td className="staff-address">{member.email}</td>
            <td>{roleLabel(member.role)}</td>
            <td>{member.secondFactorSetUp ? 'Set up' : 'Not set up yet'}</td>
            <td className="staff-table__when">
              <time dateTime={member.grantedAt}>{dayAndTime(member.grantedAt)}</time> by{' '}
              <span className="staff-address">{member.grantedBy}</span>
            </td>
            <td>{member.email === me ? 'You' : <MemberActions member={member} onAsk={onAsk} />}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

type MemberActionsProps = Parameters<typeof MemberActions>[0];

export function StaffView({ focus }: { focus: boolean }) {
  const { lost } = useStaff();
  const { loaded, retry } = useStaffData('roles', staffApi.staff);
  const [asking, setAsking] = useState<Change | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const asker = useRef<HTMLElement | null>(null);

  function ask(change: Change, from: HTMLElement) {
    asker.current = from;
    setOutcome(null);
    setAsking(change);
  }
  function cancel() {
    setAsking(null);
    asker.current?.focus();
  }
  async function confirm() {
    if (!asking) return;
    const { kind, member } = asking;
    setAsking(null);
    try {
      const answer = await (kind === 'revoke'
        ? staffApi.revoke(member.email)
        : staffApi.resetSecondFactor(member.email));
      setOutcome({ tone: 'success', text: answer.message });
      retry();
    } catch (error) {
      lost(error);
      setOutcome({ tone: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  }
  function granted(message: string) {
    setOutcome({ tone: 'success', text: message });
    retry();
  }

  const question = asking && QUESTIONS[asking.kind];
  return (
    <>
      <IdentityPrompt />
      <Heading focus={focus} id="view-heading">
        Staff
      </Heading>
      {outcome && (
        <Notice key={outcome.text} tone={outcome.tone} takeFocus>
          {outcome.text}
        </Notice>
      )}
      {loaded.state === 'loading' && <p role="status">Loading the staff...</p>}
      {loaded.state === 'failed' && (
        <LoadFailure message={`We could not load the staff. ${loaded.message}`} status={loaded.status} retry={retry} />
      )}
      {loaded.state === 'loaded' && <StaffTable members={loaded.data} onAsk={ask} />}
      <GrantForm onGranted={granted} />
      {asking && question && (
        <ConfirmDialog
          title={question.title(asking.member)}
          text={question.text}
          action={question.action}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        />
      )}
    </>
  );
}
