// New recovery codes, from the workspace at any time: the bar says how many are left and links to
// them (so does its warning when few are left); a current code from the authenticator app gets ten
// new ones, shown once; a wrong code is the service's message under the field; too many codes, its
// sentence; going on asks the service again, so the bar counts the new codes.
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../lib/messages/catalog';
import { errorOf } from '../../lib/testing/dom';
import { type Reply, service } from '../../lib/testing/service';
import { RecoveryCodes } from './RecoveryCodes';
import { heading, openWorkspace, PAGE, PAGE_TITLE, ROWS, STATUS } from './testing';

const CODES = [
  'b7m2p-x9f4q',
  'c2b3c-d4e5f',
  'd6h7j-k8m9n',
  'e2q3r-s4t5u',
  'f6w7x-y8z92',
  'g3a4b-c6d7e',
  'h8g9h-j2k3m',
  'j4p5q-r6s7t',
  'k8v9w-x2y3z',
  'm4a5b-c7d8e',
];
const RENEWED = 'Here are your new recovery codes. The earlier ones no longer work.';
const WRONG =
  'The code is incorrect or has been used already. Enter the current code from your authenticator app, or one of your recovery codes.';
type Renew = Reply<'POST /users/me/second-factor/recovery-codes'>;
const NEW_CODES: Renew = ({ response }) => response(200).json({ message: RENEWED, recoveryCodes: CODES });
const NEVER: Renew = ({ response }) => response(500).json({ code: 'server_fault', message: 'not asked' });

/** Ada with `left` recovery codes, then (asked again) the ten new ones. */
function renewing(renew: Renew | Renew[], left = 7) {
  return service({
    'GET /staff/me': [STATUS({ recoveryCodesLeft: left }), STATUS({ recoveryCodesLeft: 10 })],
    'GET /staff/applications': ({ response }) => response(200).json({ items: ROWS, total: 2 }),
    'POST /users/me/second-factor/recovery-codes': renew,
  });
}

/** The renewal's form, reached from the bar's link. */
async function openRenewal(renew: Renew | Renew[], left = 7) {
  const calls = renewing(renew, left);
  const user = openWorkspace();
  await user.click(await screen.findByRole('link', { name: `Recovery codes: ${left} left` }));
  await heading('Get new recovery codes');
  return { calls, user, code: screen.getByLabelText('Code from your authenticator app') };
}

describe('StaffWorkspace: new recovery codes', () => {
  it('the bar says how many recovery codes are left, and links to new ones', async () => {
    renewing(NEVER);
    openWorkspace();
    const link = await screen.findByRole('link', { name: 'Recovery codes: 7 left' });
    expect(link).toHaveAttribute('href', '?view=recovery-codes');
    expect(screen.queryByText(/recovery codes? left\./)).toBeNull();
  });

  it('when few are left, the warning links to new ones too', async () => {
    renewing(NEVER, 2);
    openWorkspace();
    const warning = (await screen.findByText(/You have 2 recovery codes left/)).closest('p') as HTMLElement;
    expect(within(warning).getByRole('link', { name: 'Get new recovery codes' })).toHaveAttribute(
      'href',
      '?view=recovery-codes',
    );
  });

  it('the link opens the form with focus on its heading: the earlier codes will stop working, a code from the app', async () => {
    const { code } = await openRenewal(NEVER);
    expect(screen.getByRole('heading', { name: 'Get new recovery codes' })).toHaveFocus();
    expect(window.location.search).toBe('?view=recovery-codes');
    expect(document.title).toBe(`Get new recovery codes – ${PAGE_TITLE}`);
    expect(screen.getByText(/Your earlier recovery codes will stop working\./)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(
      'The 6 digits the app shows now, for example 123456. A recovery code cannot be used here.',
    );
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('link', { name: 'Recovery codes: 7 left' })).toHaveAttribute('aria-current', 'page');
  });

  it('a recovery code is refused here, and nothing is sent', async () => {
    const { calls, user, code } = await openRenewal(NEVER);
    await user.type(code, 'k7m2p-x9f4q');
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    expect(errorOf(code)).toBe('Enter the code as 6 digits, for example 123456');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("a wrong code is the service's message under the field", async () => {
    const { user, code } = await openRenewal(({ response }) =>
      response(400).json({
        code: 'invalid_fields',
        message: 'Please correct the highlighted fields.',
        errors: { code: WRONG },
      }),
    );
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    await screen.findByText(WRONG, { selector: '.field-error' });
    expect(errorOf(code)).toBe(WRONG);
    expect(code).toHaveFocus();
    expect(screen.queryByText('Please correct the highlighted fields.')).toBeNull();
  });

  it("too many wrong codes (429): the service's sentence, in an alert that takes focus", async () => {
    const message = 'Too many attempts. Please wait 15 minutes and try again.';
    const { user, code } = await openRenewal(({ response }) => response(429).json({ code: 'rate_limited', message }));
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
  });

  it('the right code shows the ten new codes once; going on opens the list and the bar counts the new codes', async () => {
    const { calls, user, code } = await openRenewal(NEW_CODES);
    await user.type(code, '287 082');
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    expect(await heading('Save your recovery codes')).toHaveFocus();
    expect(document.title).toBe(`Save your recovery codes – ${PAGE_TITLE}`);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: '287082' });
    expect(screen.getByText(RENEWED)).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: 'Save your recovery codes' })).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Download the codes' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to the workspace' }));
    expect(await heading('Applications')).toHaveFocus();
    expect(document.title).toBe(`Applications – ${PAGE_TITLE}`);
    expect(window.location.pathname + window.location.search).toBe(PAGE);
    expect(await screen.findByRole('link', { name: 'Recovery codes: 10 left' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/staff/me')).toHaveLength(2);
  });
});

describe('StaffWorkspace: the recovery codes in another language', () => {
  afterEach(() => loadLanguage('en'));

  it("their heading and the page's title are the two-step catalog's words", async () => {
    await loadLanguage('fr');
    render(<RecoveryCodes codes={CODES} message="OK" onContinue={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Enregistrez vos codes de récupération' })).toHaveFocus();
    expect(document.title).toBe(`Enregistrez vos codes de récupération – ${PAGE_TITLE}`);
  });
});
