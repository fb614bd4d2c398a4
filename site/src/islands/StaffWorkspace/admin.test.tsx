// The admins' views: the staff (their roles and two-step verification; revoking a role and
// resetting two-step verification, each after a confirmation; giving a role) and the audit log
// (filtered by action and actor, older entries by the service's cursor).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../../lib/api';
import { errorOf } from '../../lib/testing/dom';
import { type Reply, type Sent, service } from '../../lib/testing/service';
import { address, at, heading, MARIA, openWorkspace, queryOf, rows, STATUS } from './testing';

const STAFF: Schema<'StaffMember'>[] = [
  {
    email: 'ada@example.org',
    name: 'Ada Lovelace',
    role: 'admin',
    grantedAt: '2026-11-01T09:00:00Z',
    grantedBy: 'command line',
    secondFactorSetUp: true,
  },
  {
    email: 'maria@example.org',
    name: MARIA,
    role: 'reviewer',
    grantedAt: '2026-11-02T09:00:00Z',
    grantedBy: 'ada@example.org',
    secondFactorSetUp: true,
  },
];

function staffView(routes: { grant?: Reply<'POST /staff/roles'> } = {}) {
  return service({
    'GET /staff/me': STATUS(),
    'GET /staff/roles': ({ response }) => response(200).json(STAFF),
    'POST /staff/roles':
      routes.grant ?? (({ response }) => response(200).json({ message: 'grace@example.org is now a reviewer.' })),
    'POST /staff/roles/revoke': ({ response }) =>
      response(200).json({ message: 'maria@example.org no longer has a staff role.' }),
    'POST /staff/second-factor/reset': ({ response }) =>
      response(200).json({
        message: 'Two-step verification of maria@example.org has been reset: they set it up again at their next visit.',
      }),
  });
}
const posts = (calls: Sent[]) => calls.filter((call) => call.method === 'POST');

describe('StaffWorkspace: the staff (admins)', () => {
  it('lists everyone with a role; no action on oneself', async () => {
    staffView();
    openWorkspace('?view=roles');
    const table = await screen.findByRole('table', { name: 'Staff members' });
    expect(rows(table)).toEqual([
      [
        'Ada Lovelace',
        'ada@example.org',
        'Administrator',
        'Set up',
        expect.stringMatching(at('1 November 2026', ' by command line')),
        'You',
      ],
      [
        MARIA,
        'maria@example.org',
        'Reviewer',
        'Set up',
        expect.stringMatching(at('2 November 2026', ' by ada@example.org')),
        'Revoke role of maria@example.orgReset two-step verification of maria@example.org',
      ],
    ]);
  });

  it('revoking asks first: Cancel sends nothing and returns focus; confirming sends it and says what happened', async () => {
    const calls = staffView();
    const user = openWorkspace('?view=roles');
    const revoke = await screen.findByRole('button', { name: 'Revoke role of maria@example.org' });
    await user.click(revoke);
    const dialog = screen.getByRole('dialog', { name: `Revoke the staff role of ${MARIA}?` });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(revoke).toHaveFocus();
    expect(posts(calls)).toEqual([]);

    await user.click(revoke);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke the role' }));
    const notice = await screen.findByText('maria@example.org no longer has a staff role.');
    expect(notice.closest('.notice')).toHaveFocus();
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      ['/staff/roles/revoke', { email: 'maria@example.org' }],
    ]);
    await waitFor(() => expect(calls.filter((call) => call.path === '/staff/roles')).toHaveLength(2));
  });

  it('resetting two-step verification asks first, then sends it', async () => {
    const calls = staffView();
    const user = openWorkspace('?view=roles');
    await user.click(await screen.findByRole('button', { name: 'Reset two-step verification of maria@example.org' }));
    const dialog = screen.getByRole('dialog', { name: `Reset the two-step verification of ${MARIA}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step verification' }));
    await screen.findByText(/has been reset: they set it up again at their next visit/);
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      ['/staff/second-factor/reset', { email: 'maria@example.org' }],
    ]);
  });

  it('giving a role: the form checks the address and the role first', async () => {
    const calls = staffView();
    const user = openWorkspace('?view=roles');
    await user.click(await screen.findByRole('button', { name: 'Give the role' }));
    expect(errorOf(screen.getByLabelText('E-mail address of the account'))).toBe('Email is required');
    expect(errorOf('role')).toBe('Choose a role');
    expect(posts(calls)).toEqual([]);
  });

  it("giving a role to an address without a confirmed account: the service's message under the field", async () => {
    const message = 'No confirmed account has this address: the person signs up and confirms it first.';
    staffView({
      grant: ({ response }) =>
        response(400).json({
          code: 'invalid_fields',
          message: 'Please correct the highlighted fields.',
          errors: { email: message },
        }),
    });
    const user = openWorkspace('?view=roles');
    const email = await screen.findByLabelText('E-mail address of the account');
    await user.type(email, 'nobody@example.org');
    await user.click(screen.getByLabelText('Reviewer'));
    await user.click(screen.getByRole('button', { name: 'Give the role' }));
    await waitFor(() => expect(errorOf(email)).toBe(message));
    expect(email).toHaveFocus();
  });

  it('giving a role: sent, then the service says so and the list is asked for again', async () => {
    const calls = staffView();
    const user = openWorkspace('?view=roles');
    await user.type(await screen.findByLabelText('E-mail address of the account'), 'grace@example.org');
    await user.click(screen.getByLabelText('Administrator'));
    await user.click(screen.getByRole('button', { name: 'Give the role' }));
    expect(await screen.findByText('grace@example.org is now a reviewer.')).toBeInTheDocument();
    expect(posts(calls)[0].body).toEqual({ email: 'grace@example.org', role: 'admin' });
    expect(screen.getByLabelText('E-mail address of the account')).toHaveValue('');
  });
});

const ENTRY = (seq: number, action: string): Schema<'AuditLine'> => ({
  seq,
  at: '2026-11-26T10:15:00Z',
  actor: 'ada@example.org',
  action,
  subject: 'IAAII-2026-00002',
  detail: action === 'application-decided' ? 'declined' : '',
  client: '127.0.0.1',
});

describe('StaffWorkspace: the audit log (admins)', () => {
  function auditing() {
    return service({
      'GET /staff/me': STATUS(),
      // The first page (newest) unless asked for the entries before one.
      'GET /staff/audit': ({ request, response }) =>
        new URL(request.url).searchParams.has('before')
          ? response(200).json({ entries: [ENTRY(10, 'signed-in')] })
          : response(200).json({
              entries: [ENTRY(12, 'application-decided'), ENTRY(11, 'application-opened')],
              next: 11,
            }),
    });
  }
  const auditRequests = (calls: Sent[]) => calls.filter((call) => call.path === '/staff/audit');

  it('lists the entries, newest first, each action in words and as the log names it', async () => {
    auditing();
    openWorkspace('?view=audit');
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(rows(table)[0]).toEqual([
      '12',
      expect.stringMatching(at('26 November 2026')),
      'ada@example.org from 127.0.0.1',
      'Application decided application-decided',
      'IAAII-2026-00002',
      'declined',
    ]);
  });

  it('filters by action and actor through the address; "Older entries" follows the cursor, "Newer entries" goes back', async () => {
    const calls = auditing();
    const user = openWorkspace('?view=audit');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Action'), 'application-decided');
    await user.type(screen.getByLabelText("Staff member's e-mail address"), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(address()).toEqual({ view: 'audit', action: 'application-decided', actor: 'ada@example.org' });
    await waitFor(() =>
      expect(queryOf(auditRequests(calls).at(-1)?.search ?? '')).toEqual({
        action: 'application-decided',
        actor: 'ada@example.org',
      }),
    );
    await user.click(await screen.findByRole('link', { name: 'Older entries' }));
    expect(address()).toEqual({ view: 'audit', action: 'application-decided', actor: 'ada@example.org', before: '11' });
    await waitFor(() => expect(queryOf(auditRequests(calls).at(-1)?.search ?? '').before).toBe('11'));
    await user.click(await screen.findByRole('link', { name: 'Newer entries' }));
    expect(address()).toEqual({ view: 'audit', action: 'application-decided', actor: 'ada@example.org' });
    await heading('Audit log');
  });
});
