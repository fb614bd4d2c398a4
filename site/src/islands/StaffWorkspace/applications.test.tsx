// The applications list: the count, a table with a caption, filters that become the address (and
// the address that becomes the filters, Back included), pages kept in the address, the export of
// the filtered list, and a refusal that sends the visitor back through the gate.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../lib/testing/dom';
import { type Reply, type Sent, service } from '../../lib/testing/service';
import { address, at, heading, MARIA, openWorkspace, PAGE_TITLE, queryOf, ROWS, rows, STATUS } from './testing';

type List = Reply<'GET /staff/applications'>;
const TWO: List = ({ response }) => response(200).json({ items: ROWS, total: 2 });
/** The service's refusal of the list's filters, each with its message. */
const REFUSED =
  (errors: Record<string, string>): List =>
  ({ response }) =>
    response(400).json({ code: 'invalid_fields', message: 'Please correct the highlighted fields.', errors });
/** The first of three pages: 120 applications. */
const FIRST_OF_THREE: List = ({ response }) => response(200).json({ items: ROWS, total: 120, next: 'cursor-1' });

afterEach(() => vi.restoreAllMocks());

function listing(list: List | List[] = TWO) {
  return service({ 'GET /staff/me': STATUS({ role: 'reviewer' }), 'GET /staff/applications': list });
}
const listRequests = (calls: Sent[]) => calls.filter((call) => call.path === '/staff/applications');
const table = () => screen.getByRole('table');

describe('StaffWorkspace: the applications list', () => {
  it('shows how many there are and a page of them in a table with a caption, in a focusable named region', async () => {
    listing();
    openWorkspace();
    expect(await heading('2 applications')).toBeInTheDocument();
    expect(document.title).toBe(`Applications – ${PAGE_TITLE}`);
    const region = screen.getByRole('region', { name: 'Applications, newest first' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Applications, newest first' })).toBeInTheDocument();
    expect(rows(table())).toEqual([
      ['IAAII-2026-00002', MARIA, 'Regular', 'Spain', expect.stringMatching(at('24 November 2026')), 'Received'],
      [
        'IAAII-2026-00001',
        'Wanjiru Kamau',
        'Student',
        'Kenya',
        expect.stringMatching(at('20 November 2026')),
        'Declined',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'IAAII-2026-00001' })).toHaveAttribute(
      'href',
      '?application=IAAII-2026-00001',
    );
    expect(table().querySelector('time')).toHaveAttribute('datetime', '2026-11-24T10:00:00Z');
  });

  it("a reviewer's nav has only the applications, and the admins' addresses show the list", async () => {
    listing();
    openWorkspace('?view=roles');
    await heading('Applications');
    const nav = screen.getByRole('navigation', { name: 'Staff workspace' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Applications']);
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as Ada Lovelace (ada@example.org), Reviewer');
  });

  it('the filters are read from the address, sent to the service, and shown in the fields', async () => {
    const calls = listing();
    openWorkspace('?status=received&type=regular&country=Kenya&q=ada&sort=oldest');
    await heading('2 applications');
    expect(queryOf(listRequests(calls)[0].search)).toEqual({
      status: 'received',
      type: 'regular',
      country: 'Kenya',
      q: 'ada',
      sort: 'oldest',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('received');
    expect(screen.getByLabelText('Country')).toHaveValue('Kenya');
    expect(screen.getByLabelText('Membership type')).toHaveValue('regular');
    expect(screen.getByRole('table', { name: 'Applications, oldest first' })).toBeInTheDocument();
  });

  it('applying the filters moves to their address (a new history entry) and asks for that list; Back returns', async () => {
    const calls = listing();
    const user = openWorkspace();
    await heading('2 applications');
    await user.selectOptions(screen.getByLabelText('Status'), 'received');
    await user.selectOptions(screen.getByLabelText('Country'), 'Kenya');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(address()).toEqual({ status: 'received', country: 'Kenya' });
    expect(await heading('2 applications')).toHaveFocus();
    expect(queryOf(listRequests(calls).at(-1)?.search ?? '')).toEqual({ status: 'received', country: 'Kenya' });

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue(''));
    await waitFor(() => expect(listRequests(calls).at(-1)?.search).toBe(''));
  });

  it('"Clear filters" returns to the whole list', async () => {
    listing();
    const user = openWorkspace('?country=Kenya');
    await heading('2 applications');
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText('Country')).toHaveValue('');
  });

  it('dates: a last day before the first is refused here, under its field', async () => {
    const calls = listing();
    const user = openWorkspace();
    await heading('2 applications');
    await user.type(screen.getByLabelText('Sent on or after'), '2026-11-20');
    await user.type(screen.getByLabelText('Sent on or before'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(errorOf(screen.getByLabelText('Sent on or before'))).toBe(
      'The last day must be the same as or after the first day',
    );
    expect(window.location.search).toBe('');
    expect(listRequests(calls)).toHaveLength(1);
  });

  it('a filter the service refuses shows its message', async () => {
    listing(REFUSED({ after: 'This page link is not valid: go back to the first page.' }));
    openWorkspace('?after=broken');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the applications. This page link is not valid: go back to the first page.',
    );
  });

  it('dates: a link whose last day is before its first says so under the field, and asks the service nothing', async () => {
    const calls = listing();
    openWorkspace('?from=2026-11-20&to=2026-11-01&country=Kenya');
    await heading('Applications');
    const to = screen.getByLabelText('Sent on or before');
    await waitFor(() => expect(errorOf(to)).toBe('The last day must be the same as or after the first day'));
    expect(to).toHaveValue('2026-11-01');
    expect(
      screen.getByRole('link', { name: 'The last day must be the same as or after the first day' }),
    ).toHaveAttribute('href', '#to');
    expect(screen.getByText('Correct the dates in the filters to see the applications.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(listRequests(calls)).toEqual([]);
  });

  it("dates: the service's refusal of a last day before the first is shown in its words", async () => {
    listing(REFUSED({ to: 'The last day must be the same as or after the first day.' }));
    openWorkspace('?from=2026-11-20');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the applications. The last day must be the same as or after the first day.',
    );
  });

  it('pages: "Next page" keeps the cursor in the address, "Previous page" drops it; focus goes to the count', async () => {
    const calls = listing([
      FIRST_OF_THREE,
      ({ response }) => response(200).json({ items: ROWS, total: 120, next: 'cursor-2' }),
    ]);
    const user = openWorkspace('?status=received');
    await heading('120 applications');
    expect(screen.getByRole('table', { name: 'Applications, newest first, page 1 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(address()).toEqual({ status: 'received', after: 'cursor-1' });
    expect(await screen.findByRole('table', { name: 'Applications, newest first, page 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '120 applications' })).toHaveFocus();
    expect(queryOf(listRequests(calls).at(-1)?.search ?? '')).toEqual({ status: 'received', after: 'cursor-1' });
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(address()).toEqual({ status: 'received', after: ['cursor-1', 'cursor-2'] });
    await screen.findByRole('table', { name: 'Applications, newest first, page 3 of 3' });
    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(address()).toEqual({ status: 'received', after: 'cursor-1' });
  });

  it('none match: says so', async () => {
    listing(({ response }) => response(200).json({ items: [], total: 0 }));
    openWorkspace('?country=Kenya');
    await heading('0 applications');
    expect(screen.getByText('No applications match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('"Export CSV" saves the filtered list as the service wrote it, and says so', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        blobs.set(`blob:${blobs.size}`, blob);
        return `blob:${blobs.size - 1}`;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.getAttribute('href') ?? '');
      if (blob) saved.push({ name: this.download, blob });
    });
    const calls = service({
      'GET /staff/me': STATUS(),
      'GET /staff/applications': TWO,
      'GET /staff/applications/export': ({ response }) =>
        response(200).json({
          filename: 'applications-2026-11-26.csv',
          contentType: 'text/csv; charset=utf-8',
          content: 'reference,name\r\nIAAII-2026-00001,Wanjiru Kamau\r\n',
          count: 1,
        }),
    });
    const user = openWorkspace('?country=Kenya&after=cursor-1');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Saved applications-2026-11-26.csv, with 1 application.')).toBeInTheDocument();
    const exported = calls.find((call) => call.path === '/staff/applications/export');
    expect(queryOf(exported?.search ?? '')).toEqual({ country: 'Kenya', format: 'csv' });
    expect(saved.map((file) => file.name)).toEqual(['applications-2026-11-26.csv']);
    expect(await saved[0].blob.text()).toBe('reference,name\r\nIAAII-2026-00001,Wanjiru Kamau\r\n');
    expect(saved[0].blob.type).toBe('text/csv; charset=utf-8');
  });

  it('refused for want of a passed second factor (403): the gate asks for the code again', async () => {
    service({
      'GET /staff/me': [STATUS(), STATUS({ secondFactorPassed: false })],
      'GET /staff/applications': ({ response }) =>
        response(403).json({
          code: 'forbidden',
          message: 'Enter the code from your authenticator app before using the staff workspace.',
        }),
    });
    openWorkspace();
    expect(await heading('Enter your verification code')).toHaveFocus();
  });

  it('an admin moves between the views with the nav; each move names the page and focuses the view heading', async () => {
    service({
      'GET /staff/me': STATUS(),
      'GET /staff/applications': TWO,
      'GET /staff/roles': ({ response }) => response(200).json([]),
      'GET /staff/audit': ({ response }) => response(200).json({ entries: [] }),
    });
    const user = openWorkspace();
    await heading('2 applications');
    const nav = screen.getByRole('navigation', { name: 'Staff workspace' });
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Staff' }));
    expect(address()).toEqual({ view: 'roles' });
    expect(await heading('Staff')).toHaveFocus();
    expect(document.title).toBe(`Staff – ${PAGE_TITLE}`);
    expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Audit log' }));
    expect(await heading('Audit log')).toHaveFocus();
    expect(document.title).toBe(`Audit log – ${PAGE_TITLE}`);
    act(() => window.history.back());
    expect(await heading('Staff')).toHaveFocus();
  });
});
