// One application: where it stands, every answer with the application form's questions, its
// history, the way back to the list as it was, and the decision (with its checks, the service's
// refusal, and the new status) or, for admins, reopening a decided one.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../lib/testing/dom';
import { type Reply, service } from '../../lib/testing/service';
import { at, detail, heading, MARIA, openWorkspace, PAGE_TITLE, STATUS, summary } from './testing';

type Decide = Reply<'POST /staff/applications/{reference}/decision'>;
const ADDRESS = '?status=received&country=Spain&after=cursor-1&application=IAAII-2026-00002';

function opening({
  role = 'reviewer',
  decide,
  status = 'received',
}: {
  role?: 'reviewer' | 'admin';
  decide?: Decide;
  status?: 'received' | 'accepted' | 'declined';
} = {}) {
  const decided =
    status === 'received' ? {} : { status, decidedAt: '2026-11-25T12:00:00Z', decisionNote: 'Thank you.' };
  return service({
    'GET /staff/me': STATUS({ role }),
    'GET /staff/applications/{reference}': ({ response }) => response(200).json(detail(decided)),
    'POST /staff/applications/{reference}/decision':
      decide ??
      (({ response }) =>
        response(200).json(
          detail({ status: 'declined', decidedAt: '2026-11-26T09:00:00Z', decisionNote: 'Not this year.' }),
        )),
    'POST /staff/applications/{reference}/reopen': ({ response }) => response(200).json(detail()),
  });
}

const dl = (name: string) => screen.getByRole('heading', { name }).parentElement?.querySelector('dl') as HTMLElement;

describe('StaffWorkspace: an application', () => {
  it('shows where it stands and every answer, with the questions of the application form', async () => {
    const calls = opening();
    openWorkspace(ADDRESS);
    await heading('Application IAAII-2026-00002');
    await screen.findByRole('heading', { name: 'Answers' });
    expect(document.title).toBe(`Application IAAII-2026-00002 – ${PAGE_TITLE}`);
    expect(calls.find((call) => call.path.startsWith('/staff/applications/'))?.path).toBe(
      '/staff/applications/IAAII-2026-00002',
    );
    expect(summary(document.querySelector('.staff-standing') as HTMLElement)).toEqual([
      `Applicant: ${MARIA}`,
      'E-mail address: maria@example.org',
      expect.stringMatching(at('Sent: 24 November 2026')),
      'Status: Received, waiting for a decision',
    ]);
    const answers = summary(dl('Answers'));
    expect(answers).toHaveLength(20);
    expect(answers).toEqual(
      expect.arrayContaining([
        'First name: María de los Ángeles',
        'Email address: maria@example.org',
        'Years in academia: 12',
        'Subject classification: Not given',
        'Membership type: Regular',
        'Consent to confidentiality: Given',
        "Contact person's name: Lotfi Zadeh",
      ]),
    );
    expect(answers[0]).toBe('First name: María de los Ángeles');
  });

  it('shows its history, with who and when', async () => {
    opening();
    openWorkspace(ADDRESS);
    const history = await screen.findByRole('region', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(at('Sent by maria@example.org, 24 November 2026')),
      expect.stringMatching(at('Opened by ada@example.org, 25 November 2026')),
    ]);
  });

  it('the back link returns to the list with its filters and page', async () => {
    opening();
    openWorkspace(ADDRESS);
    const back = await screen.findByRole('link', { name: 'Back to applications' });
    expect(back).toHaveAttribute('href', '?status=received&country=Spain&after=cursor-1');
  });

  it('an unknown reference: the service says so', async () => {
    service({
      'GET /staff/me': STATUS(),
      'GET /staff/applications/{reference}': ({ response }) =>
        response(404).json({ code: 'not_found', message: 'There is no application with this reference.' }),
    });
    openWorkspace('?application=IAAII-2026-09999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the application. There is no application with this reference.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('the decision: without a choice, the summary and the field say so, and nothing is sent', async () => {
    const calls = opening();
    const user = openWorkspace(ADDRESS);
    await user.click(await screen.findByRole('button', { name: 'Record decision' }));
    expect(errorOf('decision')).toBe('Choose Accept or Decline');
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Accept or Decline' })).toHaveAttribute('href', '#decision');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('the note counts its characters against 2,000, and a longer one is refused here', async () => {
    const calls = opening();
    const user = openWorkspace(ADDRESS);
    const note = await screen.findByLabelText('Note to the applicant (optional)');
    expect(screen.getByText('0 of 2,000 characters')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Decline'));
    await user.click(note);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2,001 of 2,000 characters (1 too many)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(errorOf(note)).toBe('The note must be 2,000 characters or fewer');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('declining asks first, in a dialog that takes focus: Cancel sends nothing and gives focus back to the button', async () => {
    const calls = opening();
    const user = openWorkspace(ADDRESS);
    await user.click(await screen.findByLabelText('Decline'));
    const record = screen.getByRole('button', { name: 'Record decision' });
    await user.click(record);
    const dialog = screen.getByRole('dialog', { name: 'Decline application IAAII-2026-00002?' });
    expect(dialog).toHaveAccessibleDescription(
      `${MARIA} will be sent an e-mail at once saying that the application is declined. Only an administrator can reopen it.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Decline the application' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(record).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.getByLabelText('Decline')).toBeChecked();
  });

  it('Escape in the dialog cancels the decline too', async () => {
    const calls = opening();
    const user = openWorkspace(ADDRESS);
    await user.click(await screen.findByLabelText('Decline'));
    await user.type(screen.getByLabelText('Note to the applicant (optional)'), 'Not this year.');
    const record = screen.getByRole('button', { name: 'Record decision' });
    await user.click(record);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/declined, with your note\./);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(record).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('declining with errors shows them without asking; accepting never asks', async () => {
    const calls = opening();
    const user = openWorkspace(ADDRESS);
    await user.click(await screen.findByLabelText('Decline'));
    await user.click(screen.getByLabelText('Note to the applicant (optional)'));
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(errorOf('note')).toBe('The note must be 2,000 characters or fewer');
    await user.click(screen.getByLabelText('Accept'));
    await user.clear(screen.getByLabelText('Note to the applicant (optional)'));
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByText(/^Decision recorded/);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('declined with a note, once confirmed: sent, then the new status and a notice that takes focus', async () => {
    const calls = opening();
    const user = openWorkspace(ADDRESS);
    await user.click(await screen.findByLabelText('Decline'));
    await user.type(screen.getByLabelText('Note to the applicant (optional)'), '  Not this year.  ');
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline the application' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const notice = await screen.findByText(
      'Decision recorded: the application is declined. The applicant has been sent an e-mail with the decision and your note.',
    );
    expect(notice.closest('.notice')).toHaveFocus();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/staff/applications/IAAII-2026-00002/decision');
    expect(sent?.body).toEqual({ decision: 'declined', note: 'Not this year.' });
    expect(summary(document.querySelector('.staff-standing') as HTMLElement)).toContainEqual(
      expect.stringMatching(at('Status: Declined on 26 November 2026')),
    );
    expect(screen.queryByRole('button', { name: 'Record decision' })).toBeNull();
    expect(screen.getByText('This application has been decided. An administrator can reopen it.')).toBeInTheDocument();
  });

  it("decided meanwhile by someone else: the service's sentence, in an alert that takes focus", async () => {
    const message = 'This application has been decided already. An administrator can reopen it.';
    opening({ decide: ({ response }) => response(400).json({ code: 'refused', message }) });
    const user = openWorkspace(ADDRESS);
    await user.click(await screen.findByLabelText('Accept'));
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
  });

  it('an admin can reopen a decided application, which then takes a decision again', async () => {
    const calls = opening({ role: 'admin', status: 'accepted' });
    const user = openWorkspace(ADDRESS);
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('The application is open again: record a new decision below.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/staff/applications/IAAII-2026-00002/reopen');
    expect(screen.getByRole('button', { name: 'Record decision' })).toBeInTheDocument();
  });

  it('a decided application shows its decision and note; a reviewer cannot reopen it', async () => {
    opening({ status: 'accepted' });
    openWorkspace(ADDRESS);
    await screen.findByRole('heading', { name: 'Answers' });
    expect(summary(document.querySelector('.staff-standing') as HTMLElement)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(at('Status: Accepted on 25 November 2026')),
        'Note to the applicant: Thank you.',
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record decision' })).toBeNull();
  });
});
