// A signed-in member's draft is kept by the service too (GET and POST /api/users/me/draft, POST
// /api/users/me/draft/delete), so it follows them to another device: on load the newer of the local
// draft and the service's wins (savedAt), changes are saved a second after the last one and at once
// on a move to another step, quietly; 'Start again' deletes both copies. Signed out, the service's
// drafts are never asked for.

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADA, ADA_SESSION, storeAda } from '../../lib/testing/account';
import type { Answer } from '../../lib/testing/contract';
import { type Reply, type Sent, service } from '../../lib/testing/service';
import { DRAFT_KEY } from './draft';
import { EMPTY_APPLICATION } from './form';
import {
  ACCEPTED,
  fill,
  fillPersonal,
  heading,
  leavePageOnceSaved,
  next,
  PERSONAL,
  PROFESSIONAL,
  reachCheck,
  renderWizard,
  storeDraft,
  storedDraft,
  submitButton,
} from './testing';
import { SERVICE_DRAFT_DELAY_MS } from './useServiceDraft';

// Leaving the page is a spy (lib/__mocks__/paths.ts): the dialog's button does not navigate.
vi.mock('../../lib/paths');

const SAVED_NOTE = 'Your answers are saved to your account, so you can continue on another device.';
const NO_DRAFT: Answer<'GET /users/me/draft'> = ({ response }) => response(200).json({});
const KEPT: Answer<'POST /users/me/draft'> = ({ response }) => response(200).json({ kept: true });

/** The service's draft: `step` as the service numbers it (0-4), answers over the empty form. */
function serviceDraft(step: number, answers: Record<string, unknown>, savedAt: number): Answer<'GET /users/me/draft'> {
  return ({ response }) =>
    response(200).json({ draft: { step, answers: { ...EMPTY_APPLICATION, ...answers }, savedAt } });
}

/** Signed in as Ada, whose draft the service answers with `draft`; returns every request. */
function member(draft: Reply<'GET /users/me/draft'> = NO_DRAFT, save: Reply<'POST /users/me/draft'> = KEPT): Sent[] {
  storeAda();
  return service({
    'GET /users/me': ADA_SESSION,
    'GET /users/me/applications': ({ response }) => response(200).json([]),
    'GET /users/me/draft': draft,
    'POST /users/me/draft': save,
    'POST /users/me/draft/delete': ({ response }) => response(200).json({ message: 'The draft has been deleted.' }),
    'POST /users/submit-form': ACCEPTED,
  });
}

const draftCalls = (calls: Sent[]) => calls.filter((call) => call.path.startsWith('/users/me/draft'));
const saves = (calls: Sent[]) => calls.filter((call) => call.path === '/users/me/draft' && call.method === 'POST');
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Once the service's draft has been looked at and the account's details offered. */
async function settled(calls: Sent[]) {
  await waitFor(() => expect(draftCalls(calls).map((call) => call.method)).toContain('GET'));
  await waitFor(() => expect(value('First name')).not.toBe(''));
}

describe('on load, the newer draft wins', () => {
  it("takes the service's draft, saved later on another device, over the older one of this tab, at its step", async () => {
    storeDraft(1, { firstName: 'Augusta' }, ADA._id, 1_000);
    member(serviceDraft(1, { ...PERSONAL, jobTitle: 'Lecturer' }, 2_000));
    renderWizard();
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 4: Professional'));
    await waitFor(() => expect(value('Job title')).toBe('Lecturer'));
    expect(screen.getByRole('status')).toHaveTextContent('We have restored the answers you entered earlier.');
    await act(() => screen.getByRole('button', { name: 'Previous' }).click());
    expect(value('First name')).toBe('Ada');
  });

  it("keeps this tab's draft when it was saved after the service's, and sends it to the service", async () => {
    storeDraft(1, { ...PERSONAL, firstName: 'Augusta' }, ADA._id, 3_000);
    const calls = member(serviceDraft(2, { ...PERSONAL, ...PROFESSIONAL, firstName: 'Ada' }, 2_000));
    renderWizard();
    await waitFor(() => expect(draftCalls(calls)).toHaveLength(1));
    await wait(20);
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal');
    expect(value('First name')).toBe('Augusta');
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 2 * SERVICE_DRAFT_DELAY_MS });
    expect(saves(calls)[0].body).toMatchObject({ step: 0, savedAt: 3_000, answers: { firstName: 'Augusta' } });
  });

  it('opens a second device at the step the member reached, Check your answers included', async () => {
    const answers = {
      ...PERSONAL,
      ...PROFESSIONAL,
      researchInterests: 'logic',
      contactPersonName: 'Grace Hopper',
      contactPersonInstitution: 'Yale University',
      areasForCollaboration: 'teaching',
      membershipType: 'regular',
      confidentialityConsent: true,
    };
    member(serviceDraft(4, answers, 2_000));
    renderWizard();
    await waitFor(() => expect(heading()).toHaveTextContent('Check your answers'));
    expect(await screen.findByText('Senior Lecturer')).toBeVisible();
  });

  it("fills in the account's name only once the service's draft is known, and not over it", async () => {
    member(serviceDraft(0, { firstName: 'Augusta', mobile: PERSONAL.mobile }, 2_000));
    renderWizard();
    await waitFor(() => expect(value('First name')).toBe('Augusta'));
    await wait(20);
    expect(value('Family name')).toBe('Lovelace');
    expect(value('Mobile number')).toBe(PERSONAL.mobile);
  });
});

describe('saving to the service', () => {
  it('waits a second after the last change, then sends the answers, the step (from 0) and when they changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = member();
    const user = renderWizard();
    await settled(calls);
    const before = Date.now();
    await user.type(screen.getByLabelText('Mobile number'), '+44');
    const after = Date.now();
    act(() => vi.advanceTimersByTime(SERVICE_DRAFT_DELAY_MS - 200));
    expect(saves(calls)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const body = saves(calls)[0].body as { answers: Record<string, unknown>; step: number; savedAt: number };
    expect(body.step).toBe(0);
    expect(body.answers).toEqual({
      ...EMPTY_APPLICATION,
      firstName: 'Ada',
      familyName: 'Lovelace',
      email: 'ada@example.org',
      mobile: '+44',
    });
    expect(body.savedAt).toBeGreaterThanOrEqual(before);
    expect(body.savedAt).toBeLessThanOrEqual(after);
  });

  it('sends at once on a move to another step', async () => {
    const calls = member();
    const user = renderWizard();
    await settled(calls);
    await fillPersonal(user);
    await next(user);
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0].body).toMatchObject({ step: 1, answers: PERSONAL });
  });

  it('keeps quiet when a save fails, and sends the answers again with the next change', async () => {
    const calls = member(NO_DRAFT, 'network');
    const user = renderWizard();
    await settled(calls);
    await fill(user, 'Mobile number', '+44');
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 2 * SERVICE_DRAFT_DELAY_MS });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Mobile number'), '20');
    await waitFor(() => expect(saves(calls)).toHaveLength(2), { timeout: 2 * SERVICE_DRAFT_DELAY_MS });
    expect(saves(calls)[1].body).toMatchObject({ answers: { mobile: '+4420' } });
  });

  it('tells the member, quietly, that their answers are saved to their account', async () => {
    const calls = member();
    renderWizard();
    await settled(calls);
    expect(screen.getByText(SAVED_NOTE)).toBeVisible();
    expect(screen.getByText(SAVED_NOTE).closest('[role="alert"], [role="status"]')).toBeNull();
  });

  it('sends nothing once the application is sent, and the service has no draft left', async () => {
    const calls = member();
    const user = renderWizard();
    await settled(calls);
    await reachCheck(user);
    await user.click(submitButton());
    await screen.findByRole('dialog');
    await wait(SERVICE_DRAFT_DELAY_MS + 100);
    const after = calls.slice(calls.findIndex((call) => call.path === '/users/submit-form'));
    expect(after.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /users/submit-form',
      'POST /users/me/draft/delete',
    ]);
  });
});

describe('Start again', () => {
  const startAgain = () => screen.getByRole('button', { name: 'Start again' });

  it('asks first; Cancel keeps every answer and gives focus back', async () => {
    const calls = member();
    const user = renderWizard();
    await settled(calls);
    await fill(user, 'Mobile number', '+44');
    await user.click(startAgain());
    const dialog = await screen.findByRole('dialog', { name: 'Start again?' });
    expect(dialog).toHaveAccessibleDescription(
      'This deletes every answer you have given, here and in your account. It cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(startAgain()).toHaveFocus();
    expect(value('Mobile number')).toBe('+44');
    expect(calls.filter((call) => call.path === '/users/me/draft/delete')).toEqual([]);
  });

  it("deletes the service's copy and this tab's, and opens an empty first step", async () => {
    const calls = member(serviceDraft(1, { ...PERSONAL, jobTitle: 'Lecturer' }, 2_000));
    const user = renderWizard();
    await waitFor(() => expect(heading()).toHaveTextContent('Professional'));
    await leavePageOnceSaved(() => expect(storedDraft()).not.toBeNull());
    await user.click(startAgain());
    await user.click(await screen.findByRole('button', { name: 'Delete my answers' }));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/users/me/draft/delete'));
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal');
    expect(heading()).toHaveFocus();
    expect(value('Mobile number')).toBe('');
    // The account's name and address again, as on a first visit.
    await waitFor(() => expect(value('First name')).toBe('Ada'));
    await wait(SERVICE_DRAFT_DELAY_MS + 100);
    expect(storedDraft()?.values.jobTitle ?? '').toBe('');
    expect(saves(calls)).toHaveLength(0);
  });
});

describe('a visitor not signed in', () => {
  it('never reaches the service for a draft, is not told of one, and Start again clears this tab only', async () => {
    const calls = service({});
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    await fill(user, 'Job title', 'Lecturer');
    await wait(SERVICE_DRAFT_DELAY_MS + 100);
    expect(screen.queryByText(SAVED_NOTE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      'This deletes every answer you have given. It cannot be undone.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete my answers' }));
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(value('First name')).toBe('');
    expect(calls).toEqual([]);
  });
});
