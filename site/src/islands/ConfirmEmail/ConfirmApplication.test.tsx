// The same page for the link that sends on an application kept until its address was confirmed:
// the service's words with the reference, or the way back to the form when the link is gone.
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Answer } from '../../lib/testing/contract';
import { answers, held } from '../../lib/testing/service';
import { ConfirmEmail } from './ConfirmEmail';

const TOKEN = 'c9f0f895fb98ab9159f51fd0297e236d8f14e45fceea167a5a36dedd4bea2543';
const RECEIVED = 'Thank you for your application. We will review your information and get back to you soon.';
const SENT_ON: Answer<'POST /users/confirm-application'> = ({ response }) =>
  response(200).json({ message: RECEIVED, awaitingConfirmation: false, id: 'f3a9c1', reference: 'IAAII-2026-00042' });
const GONE =
  'This confirmation link has expired or was already used. If your application has not reached us, please send it again.';
const EXPIRED: Answer<'POST /users/confirm-application'> = ({ response }) =>
  response(400).json({ code: 'refused', message: GONE });

beforeEach(() => window.history.replaceState(null, '', `/confirm-application/#token=${TOKEN}`));

describe('ConfirmEmail for an application', () => {
  it('sends the token, then shows the reference and the way home', async () => {
    const { sent } = held('POST /users/confirm-application');
    render(<ConfirmEmail subject="application" />);
    expect(screen.getByRole('status').textContent).toBe('Sending your application…');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ token: TOKEN });
  });

  it('says the application was received, with its reference', async () => {
    answers('POST /users/confirm-application', SENT_ON);
    render(<ConfirmEmail subject="application" />);
    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeVisible();
    expect(screen.getByText(RECEIVED)).toBeVisible();
    expect(
      screen.getByText('Your reference is IAAII-2026-00042. It is also in the e-mail we have sent you.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  });

  it('sends an applicant whose link is gone back to the form, with no form for a new account link', async () => {
    answers('POST /users/confirm-application', EXPIRED);
    render(<ConfirmEmail subject="application" />);
    expect(await screen.findByRole('heading', { name: 'We could not send your application' })).toBeVisible();
    expect(screen.getByText(GONE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fill in the application again' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/membership-application\/?$/),
    );
    expect(screen.queryByRole('region', { name: 'Get a new link' })).toBeNull();
  });
});
