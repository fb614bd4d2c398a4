// "Two-step verification" on /account-settings: off until the member sets up an app or a passkey;
// setting up an app shows the QR code, the key and, after the first code, the ten recovery codes;
// members turn it off with their password, staff cannot; passkeys are listed and removed.
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADA_SESSION, storeAda, storedValues } from '../../lib/testing/account';
import { errorOf } from '../../lib/testing/dom';
import { type Reply, type Routes, type Sent, service } from '../../lib/testing/service';
import type { TwoStepStatus } from '../../lib/twoStep/twoStepApi';
import { AccountSettings } from './AccountSettings';

type Status = Reply<'GET /users/me/second-factor'>;

const OFF: TwoStepStatus = {
  authenticatorApp: false,
  passkeys: [],
  pending: false,
  recoveryCodesLeft: 0,
  required: false,
  passkeysAvailable: true,
};
const LAPTOP = { id: 'AP8-_x', name: 'Work laptop', createdAt: '2026-03-01T09:00:00Z' };
const PHONE = { id: 'TWFu', name: 'Phone', createdAt: '2026-03-02T09:00:00Z', lastUsedAt: '2026-04-05T10:00:00Z' };
const ON: TwoStepStatus = { ...OFF, authenticatorApp: true, recoveryCodesLeft: 10 };
const answer =
  (status: TwoStepStatus): Status =>
  ({ response }) =>
    response(200).json(status);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>';
const CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
const WRONG_CODE = 'The code is incorrect or has been used already.';
const FIELDS = 'Please correct the highlighted fields.';

/** Signed in as Ada, the settings page open; returns the calls made to the service. */
async function openSettings(status: Status | Status[], routes: Routes = {}) {
  storeAda();
  const calls = service({ 'GET /users/me': ADA_SESSION, 'GET /users/me/second-factor': status, ...routes });
  render(<AccountSettings />);
  await screen.findByRole('heading', { name: 'Two-step verification' });
  return { calls, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'Two-step verification' });
const inSection = () => within(section());
const posts = (calls: Sent[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

describe('TwoStepSettings: off', () => {
  it('says it is off and offers an authenticator app and a passkey, but no way to turn it off', async () => {
    await openSettings(answer(OFF));
    expect(await inSection().findByText('Two-step verification is off.')).toBeInTheDocument();
    expect(inSection().getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(inSection().getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(inSection().queryByRole('button', { name: 'Turn off two-step verification' })).toBeNull();
    expect(inSection().queryByRole('heading', { name: 'Your passkeys' })).toBeNull();
  });

  it('a site served at an IP address offers the app only, and says why', async () => {
    await openSettings(answer({ ...OFF, passkeysAvailable: false }));
    expect(await inSection().findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(inSection().queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(
      inSection().getByText(
        'Passkeys work only when the site is served at a domain name. Use an authenticator app instead.',
      ),
    ).toBeVisible();
  });

  it('a browser without passkeys is told so when it tries to add one', async () => {
    const { user } = await openSettings(answer(OFF));
    await user.click(await inSection().findByRole('button', { name: 'Add a passkey' }));
    expect(inSection().getByText('This browser cannot make passkeys. Use an authenticator app instead.')).toBeVisible();
  });
});

describe('TwoStepSettings: setting up an authenticator app', () => {
  type Confirm = Reply<'POST /users/me/second-factor/confirm'>;
  const refused: Confirm = ({ response }) =>
    response(400).json({ code: 'invalid_fields', message: FIELDS, errors: { code: WRONG_CODE } });
  const enrolled: Confirm = ({ response }) =>
    response(200).json({ message: 'Two-step verification is on.', recoveryCodes: CODES });

  async function setUp(confirm: Confirm[]) {
    const opened = await openSettings([answer(OFF), answer(ON)], {
      'POST /users/me/second-factor/setup': ({ response }) =>
        response(200).json({ secret: SECRET, uri: `otpauth://totp/IAAII:ada?secret=${SECRET}`, qrSvg: QR }),
      'POST /users/me/second-factor/confirm': confirm,
    });
    await opened.user.click(await inSection().findByRole('button', { name: 'Set up an authenticator app' }));
    return { ...opened, code: await inSection().findByLabelText('Code from your authenticator app') };
  }

  it('shows the QR code as an image and the key in groups of four, asking for the setup once', async () => {
    const { calls } = await setUp([enrolled]);
    const image = inSection().getByRole('img', { name: /^QR code that sets up your authenticator app/ });
    expect(image).toHaveAttribute('src', `data:image/svg+xml;utf8,${encodeURIComponent(QR)}`);
    expect(inSection().getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(posts(calls, '/users/me/second-factor/setup')).toHaveLength(1);
  });

  it("a wrong code: the service's message under the field", async () => {
    const { user, code, calls } = await setUp([refused]);
    await user.type(code, '123456');
    await user.click(inSection().getByRole('button', { name: 'Confirm the code' }));
    await inSection().findByText(WRONG_CODE, { selector: '.field-error' });
    expect(errorOf(code)).toBe(WRONG_CODE);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls, '/users/me/second-factor/confirm')[0].body).toEqual({ code: '123456' });
  });

  it("the right code: the service's message, the ten recovery codes, and the section says it is on", async () => {
    const { user, code } = await setUp([refused, enrolled]);
    await user.type(code, '000000');
    await user.click(inSection().getByRole('button', { name: 'Confirm the code' }));
    await inSection().findByText(WRONG_CODE, { selector: '.field-error' });
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(inSection().getByRole('button', { name: 'Confirm the code' }));
    const notice = await inSection().findByText('Two-step verification is on.', { selector: '.notice p' });
    expect(notice.closest('[role="status"]')).toHaveFocus();
    const codes = section().querySelectorAll('.two-step-codes li');
    expect([...codes].map((item) => item.textContent)).toEqual(CODES);
    expect(await inSection().findByText('An authenticator app is set up.')).toBeInTheDocument();
    expect(inSection().getByText(/You have 10 recovery codes left\./)).toBeInTheDocument();
  });
});

describe('TwoStepSettings: turning it off', () => {
  type TurnOff = Reply<'POST /users/me/second-factor/turn-off'>;
  const TURNED_OFF = 'Two-step verification is turned off.';
  const INCORRECT = 'Your current password is incorrect.';

  async function turnOff(reply: TurnOff) {
    const opened = await openSettings([answer(ON), answer(OFF)], { 'POST /users/me/second-factor/turn-off': reply });
    await opened.user.click(await inSection().findByRole('button', { name: 'Turn off two-step verification' }));
    const password = inSection().getByLabelText('Current password', { selector: 'input' }) as HTMLInputElement;
    return { ...opened, password };
  }

  it('asks for the password; an empty one is refused on the page, with no call', async () => {
    const { user, calls, password } = await turnOff(({ response }) => response(200).json({ message: TURNED_OFF }));
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(inSection().getByRole('button', { name: 'Turn off two-step verification' }));
    expect(errorOf(password)).toBe('Current password is required');
    expect(password).toHaveFocus();
    expect(posts(calls, '/users/me/second-factor/turn-off')).toEqual([]);
  });

  it("a wrong password: the service's message under the field", async () => {
    const { user, password } = await turnOff(({ response }) =>
      response(400).json({ code: 'invalid_fields', message: FIELDS, errors: { currentPassword: INCORRECT } }),
    );
    await user.type(password, 'not-it');
    await user.click(inSection().getByRole('button', { name: 'Turn off two-step verification' }));
    await inSection().findByText(INCORRECT, { selector: '.field-error' });
    expect(errorOf(password)).toBe(INCORRECT);
    expect(password.value).toBe('not-it');
  });

  it("the right password: the service's message, and the section then says it is off", async () => {
    const { user, calls, password } = await turnOff(({ response }) => response(200).json({ message: TURNED_OFF }));
    await user.type(password, 'Correct-Horse-42');
    await user.click(inSection().getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await inSection().findByText(TURNED_OFF)).toBeInTheDocument();
    expect(await inSection().findByText('Two-step verification is off.')).toBeInTheDocument();
    expect(posts(calls, '/users/me/second-factor/turn-off')[0]).toMatchObject({
      authorization: 'Bearer token-1',
      body: { currentPassword: 'Correct-Horse-42' },
    });
  });

  it('staff must keep it: there is no button to turn it off', async () => {
    await openSettings(answer({ ...ON, required: true }));
    expect(await inSection().findByText('Two-step verification is on.')).toBeInTheDocument();
    expect(inSection().getByRole('button', { name: 'Get new recovery codes' })).toBeInTheDocument();
    expect(inSection().queryByRole('button', { name: 'Turn off two-step verification' })).toBeNull();
  });
});

describe('TwoStepSettings: passkeys', () => {
  const WITH_PASSKEYS: TwoStepStatus = { ...OFF, passkeys: [LAPTOP, PHONE], recoveryCodesLeft: 9 };

  it('lists each passkey by name, each with a Remove button that names it', async () => {
    await openSettings(answer(WITH_PASSKEYS));
    expect(await inSection().findByRole('heading', { name: 'Your passkeys' })).toBeInTheDocument();
    const items = within(section().querySelector('.two-step-passkeys') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Work laptop', 'Phone']);
    expect(items[0]).toHaveTextContent('not used yet');
    expect(items[1]).toHaveTextContent('last used 5 April 2026');
    expect(inSection().getByRole('button', { name: 'Remove the passkey Work laptop' })).toBeInTheDocument();
    expect(inSection().getByRole('button', { name: 'Remove the passkey Phone' })).toBeInTheDocument();
    expect(inSection().getByText(/Two-step verification is on\./)).toBeInTheDocument();
  });

  it("Remove posts to the passkey's delete route and shows the service's message", async () => {
    const REMOVED = 'The passkey Work laptop has been removed.';
    const { user, calls } = await openSettings(
      [answer(WITH_PASSKEYS), answer({ ...WITH_PASSKEYS, passkeys: [PHONE] })],
      {
        'POST /users/me/passkeys/{id}/delete': ({ response }) => response(200).json({ message: REMOVED }),
      },
    );
    await user.click(await inSection().findByRole('button', { name: 'Remove the passkey Work laptop' }));
    expect(await inSection().findByText(REMOVED)).toBeInTheDocument();
    expect(posts(calls, `/users/me/passkeys/${LAPTOP.id}/delete`)).toHaveLength(1);
    await waitFor(() => expect(inSection().queryByRole('button', { name: /Work laptop/ })).toBeNull());
    expect(inSection().getByRole('button', { name: 'Remove the passkey Phone' })).toBeInTheDocument();
  });
});

describe('TwoStepSettings: a session that has ended', () => {
  it('a 401 from the status call shows the signed-out notice and forgets the stored values', async () => {
    storeAda();
    service({
      'GET /users/me': ADA_SESSION,
      'GET /users/me/second-factor': ({ response }) =>
        response(401).json({ code: 'not_signed_in', message: 'Please log in.' }),
    });
    render(<AccountSettings />);
    expect(await screen.findByText('You are not signed in.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Two-step verification' })).toBeNull();
    expect(storedValues()).toEqual([]);
  });
});

describe('TwoStepSettings: focus', () => {
  it('moves to what opens, and back to its button when it is cancelled', async () => {
    const { user } = await openSettings(answer(OFF), {
      'POST /users/me/second-factor/setup': ({ response }) =>
        response(200).json({ secret: SECRET, uri: `otpauth://totp/IAAII:ada?secret=${SECRET}`, qrSvg: QR }),
    });
    const open = await inSection().findByRole('button', { name: 'Set up an authenticator app' });
    await user.click(open);
    expect(inSection().getByRole('heading', { name: 'Set up an authenticator app', level: 3 })).toHaveFocus();
    await user.click(inSection().getByRole('button', { name: 'Cancel' }));
    expect(inSection().getByRole('button', { name: 'Set up an authenticator app' })).toHaveFocus();

    await user.click(inSection().getByRole('button', { name: 'Add a passkey' }));
    expect(document.activeElement?.tagName).toBe('H3');
    await user.click(inSection().getByRole('button', { name: 'Cancel' }));
    expect(inSection().getByRole('button', { name: 'Add a passkey' })).toHaveFocus();
  });
});
