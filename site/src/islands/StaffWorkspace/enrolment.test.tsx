// Two-step verification: setting it up (the QR code as an image, the key as text in groups of
// four, the app's first code, the ten recovery codes shown once) and passing it in a new session
// (an app code or a recovery code; a wrong code under the field; too many codes, the service's
// sentence).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../lib/testing/dom';
import { type Reply, type Routes, service } from '../../lib/testing/service';
import { heading, openWorkspace, PAGE_TITLE, ROWS, STATUS } from './testing';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="10" height="10"/></svg>';
const CODES = [
  'k7m2p-x9f4q',
  'a2b3c-d4e5f',
  'g6h7j-k8m9n',
  'p2q3r-s4t5u',
  'v6w7x-y8z92',
  '3a4b5-c6d7e',
  'f8g9h-j2k3m',
  'n4p5q-r6s7t',
  'u8v9w-x2y3z',
  '4a5b6-c7d8e',
];
const WRONG =
  'The code is incorrect or has been used already. Enter the current code from your authenticator app, or one of your recovery codes.';
const LIST: Routes = { 'GET /staff/applications': ({ response }) => response(200).json({ items: ROWS, total: 2 }) };
type Confirm = Reply<'POST /users/me/second-factor/confirm'>;
const WRONG_CODE: Confirm = ({ response }) =>
  response(400).json({
    code: 'invalid_fields',
    message: 'Please correct the highlighted fields.',
    errors: { code: WRONG },
  });
const ENROLLED: Confirm = ({ response }) =>
  response(200).json({ message: 'Two-step verification is set up.', recoveryCodes: CODES });

afterEach(() => vi.restoreAllMocks());

function enrolling(confirm: Confirm[] = [WRONG_CODE, ENROLLED]) {
  return service({
    'GET /staff/me': [STATUS({ secondFactorSetUp: false, secondFactorPassed: false }), STATUS()],
    'POST /users/me/second-factor/setup': ({ response }) =>
      response(200).json({ secret: SECRET, uri: `otpauth://totp/IAAII:ada%40example.org?secret=${SECRET}`, qrSvg: QR }),
    'POST /users/me/second-factor/confirm': confirm,
    ...LIST,
  });
}

describe('StaffWorkspace: setting up two-step verification', () => {
  it('shows the QR code as an image, the key as text in groups of four, and the field for the first code', async () => {
    enrolling();
    openWorkspace();
    await heading('Set up two-step verification');
    const image = await screen.findByRole('img', {
      name: 'QR code that sets up your authenticator app for ada@example.org',
    });
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(QR)}`);
    expect(document.querySelector('svg')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the set-up in your authenticator app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\//),
    );
    const code = screen.getByLabelText('Code from your authenticator app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(document.title).toBe(`Set up two-step verification – ${PAGE_TITLE}`);
  });

  it('a site served at an IP address offers the app only', async () => {
    service({
      'GET /staff/me': STATUS({ secondFactorSetUp: false, secondFactorPassed: false, passkeysAvailable: false }),
      'POST /users/me/second-factor/setup': ({ response }) =>
        response(200).json({ secret: SECRET, uri: `otpauth://totp/IAAII:ada?secret=${SECRET}`, qrSvg: QR }),
      ...LIST,
    });
    openWorkspace();
    await heading('Set up two-step verification');
    expect(screen.getByRole('heading', { name: 'With an authenticator app' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Or with a passkey' })).toBeNull();
    expect(screen.queryByLabelText(/passkey/i)).toBeNull();
  });

  it('an empty or malformed code is refused here, under the field and in the summary', async () => {
    const calls = enrolling();
    const user = openWorkspace();
    const code = await screen.findByLabelText('Code from your authenticator app');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    expect(errorOf(code)).toBe('Enter the 6-digit code from your authenticator app');
    expect(code).toHaveFocus();
    await user.type(code, '12a456');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    expect(errorOf(code)).toBe('Enter the code as 6 digits, for example 123456');
    expect(calls.filter((call) => call.path === '/users/me/second-factor/confirm')).toEqual([]);
  });

  it("a wrong code is the service's message under the field; the right one shows the ten recovery codes once, the page named after them", async () => {
    const calls = enrolling();
    const user = openWorkspace();
    const code = await screen.findByLabelText('Code from your authenticator app');
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    expect(await screen.findByText(WRONG, { selector: '.field-error' })).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please correct the highlighted fields.')).toBeNull();
    expect(calls.find((call) => call.path === '/users/me/second-factor/confirm')?.body).toEqual({ code: '123456' });

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    const title = await heading('Save your recovery codes');
    expect(title).toHaveFocus();
    expect(document.title).toBe(`Save your recovery codes – ${PAGE_TITLE}`);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText('Two-step verification is set up.')).toBeInTheDocument();
  });

  it('the codes can be copied and downloaded, then "Continue to the workspace" opens it with focus on its heading', async () => {
    enrolling([ENROLLED]);
    const user = openWorkspace();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:codes' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    await heading('Save your recovery codes');
    await user.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(writeText).toHaveBeenCalledWith(`${CODES.join('\n')}\n`);
    expect(await screen.findByText('The recovery codes have been copied.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the codes' }));
    expect(saved).toEqual(['iaaii-staff-recovery-codes.txt']);
    await user.click(screen.getByRole('button', { name: 'Continue to the workspace' }));
    expect(await heading('Applications')).toHaveFocus();
    expect(document.title).toBe(`Applications – ${PAGE_TITLE}`);
  });
});

describe('StaffWorkspace: passing two-step verification in a new session', () => {
  type Verify = Reply<'POST /users/me/second-factor/verify'>;
  const verifying = (verify: Verify) =>
    service({
      'GET /staff/me': [STATUS({ secondFactorPassed: false }), STATUS({ recoveryCodesLeft: 2 })],
      'POST /users/me/second-factor/verify': verify,
      ...LIST,
    });
  const NEVER: Verify = ({ response }) => response(500).json({ code: 'server_fault', message: 'not asked' });

  it('asks for the code from the app or a recovery code, with the page named after it', async () => {
    verifying(NEVER);
    openWorkspace();
    await heading('Enter your verification code');
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      '6 digits from your authenticator app, or a recovery code such as k7m2p-x9f4q.',
    );
    expect(document.title).toBe(`Enter your verification code – ${PAGE_TITLE}`);
  });

  it('nothing typed: the field says what to enter, and nothing is sent', async () => {
    const calls = verifying(NEVER);
    const user = openWorkspace();
    const code = await screen.findByLabelText('Verification code');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf(code)).toBe('Enter the code from your authenticator app, or a recovery code');
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('a wrong code is a message under the field', async () => {
    verifying(({ response }) =>
      response(400).json({
        code: 'invalid_fields',
        message: 'Please correct the highlighted fields.',
        errors: { code: WRONG },
      }),
    );
    const user = openWorkspace();
    const code = await screen.findByLabelText('Verification code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(WRONG, { selector: '.field-error' });
    expect(errorOf(code)).toBe(WRONG);
    expect(code).toHaveFocus();
  });

  it("too many wrong codes (429): the service's sentence, in an alert that takes focus", async () => {
    const message = 'Too many attempts. Please wait 15 minutes and try again.';
    verifying(({ response }) => response(429).json({ code: 'rate_limited', message }));
    const user = openWorkspace();
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
  });

  it('a recovery code lets the staff member in, and the workspace warns that few are left', async () => {
    const calls = verifying(({ response }) => response(200).json({ message: 'Verified.', recoveryCodesLeft: 2 }));
    const user = openWorkspace();
    await user.type(await screen.findByLabelText('Verification code'), ' k7m2p-x9f4q ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Applications')).toHaveFocus();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'k7m2p-x9f4q', rememberMe: false });
    expect(screen.getByText(/You have 2 recovery codes left/)).toBeInTheDocument();
  });
});
