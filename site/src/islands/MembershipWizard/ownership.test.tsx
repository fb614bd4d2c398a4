// The draft belongs to its account (issue 23, part 8): kept with the id of the account that typed
// it, in this tab only; forgotten, with the answers on screen, when the member signs out; never
// shown to another account or once signed out.

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../lib/session';
import { ADA, ADA_SESSION, NO_SESSION, storeAda } from '../../lib/testing/account';
import { type Reply, service } from '../../lib/testing/service';
import { DRAFT_KEY } from './draft';
import {
  fill,
  heading,
  leavePage,
  leavePageOnceSaved,
  PERSONAL,
  renderWizard,
  storeDraft,
  storedDraft,
} from './testing';

const GRACE = { email: 'grace@example.org', firstName: 'Grace', lastName: 'Hopper', _id: 'u2', language: 'en' };
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const leave = leavePage;
const leaveOnceSaved = (owner: string) => leavePageOnceSaved(() => expect(storedDraft()?.owner).toBe(owner));

/** Signed in as Ada in this tab; the service answers /me with `me`. */
function signedIn(me: Reply<'GET /users/me'> = ADA_SESSION) {
  storeAda();
  return service({ 'GET /users/me': me });
}

describe('the draft of the application', () => {
  it('is kept with the id of the signed-in account that typed it', async () => {
    signedIn();
    const user = renderWizard();
    await waitFor(() => expect(value('First name')).toBe('Ada'));
    await fill(user, 'Mobile number', PERSONAL.mobile);
    leave();
    expect(storedDraft()).toMatchObject({ owner: ADA._id, values: { mobile: PERSONAL.mobile } });
  });

  it("is kept in this tab's sessionStorage only, with no owner when nobody is signed in", async () => {
    service({});
    const user = renderWizard();
    await fill(user, 'First name', 'Ada');
    leave();
    expect(storedDraft()).toMatchObject({ owner: null, values: { firstName: 'Ada' } });
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('is forgotten at sign-out with the answers on screen, and not saved again as the page is left', async () => {
    signedIn();
    const user = renderWizard();
    await waitFor(() => expect(value('First name')).toBe('Ada'));
    await fill(user, 'Mobile number', PERSONAL.mobile);
    leave();
    expect(storedDraft()).not.toBeNull();
    // The header's Logout ends with clearSession, then leaves the page.
    act(() => clearSession());
    leave();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(value('First name')).toBe('');
    expect(value('Mobile number')).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('is not shown once its account has signed out, and is removed', async () => {
    service({});
    storeDraft(2, PERSONAL, ADA._id);
    renderWizard();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal');
    expect(value('First name')).toBe('');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('is not shown when the session has ended (/me 401), and is removed', async () => {
    signedIn(NO_SESSION);
    storeDraft(1, PERSONAL, ADA._id);
    renderWizard();
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull());
    expect(value('Mobile number')).toBe('');
  });

  it('is not shown to another account signed in, and is removed', async () => {
    signedIn();
    storeDraft(2, { ...PERSONAL, firstName: 'Grace', familyName: 'Hopper' }, GRACE._id);
    renderWizard();
    await waitFor(() => expect(value('First name')).toBe('Ada'));
    expect(value('Mobile number')).toBe('');
    expect(window.sessionStorage.getItem(DRAFT_KEY) ?? '').not.toContain('Grace');
  });

  it('is cleared from the screen when the service says another account is signed in now', async () => {
    signedIn(({ response }) => response(200).json(GRACE));
    storeDraft(1, { ...PERSONAL, firstName: 'Augusta' }, ADA._id);
    renderWizard();
    await waitFor(() => expect(value('First name')).toBe('Grace'));
    expect(value('Family name')).toBe('Hopper');
    expect(value('Mobile number')).toBe('');
    await leaveOnceSaved(GRACE._id);
  });

  it('typed before signing in, is taken on by the member who signs in', async () => {
    signedIn();
    storeDraft(1, { mobile: PERSONAL.mobile });
    renderWizard();
    await waitFor(() => expect(value('First name')).toBe('Ada'));
    expect(value('Mobile number')).toBe(PERSONAL.mobile);
    await leaveOnceSaved(ADA._id);
  });
});
