// Entered values survive an accidental reload until submission succeeds: the draft in
// sessionStorage, saved a moment after typing, restored on mount, cleared on success.

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY, readDraft } from './draft';
import { EMPTY_APPLICATION } from './form';
import {
  ACCEPTED,
  answerApplication,
  COUNTRIES,
  completeAndSubmit,
  fill,
  fillPersonal,
  heading,
  LIMITS,
  next,
  PERSONAL,
  reachCheck,
  renderWizard,
  scrollIntoView,
  settle,
  storeDraft,
  storedDraft,
  submitButton,
  TYPES,
} from './testing';
import { DRAFT_DELAY_MS } from './useDraft';

// Leaving the page is a spy (lib/__mocks__/paths.ts): the test checks where the visitor is sent.
vi.mock('../../lib/paths');

const stored = storedDraft;
const context = {
  countries: COUNTRIES.map((c) => c.name),
  membershipTypes: TYPES.map((t) => t.value),
  limits: LIMITS,
};

describe('saving the draft', () => {
  it('saves the answers and the step to sessionStorage shortly after typing', async () => {
    const user = renderWizard();
    await fillPersonal(user);
    await next(user);
    await fill(user, 'Job title', 'Lecturer');
    await waitFor(() => expect(stored()?.values.jobTitle).toBe('Lecturer'));
    expect(stored()).toMatchObject({ step: 2, values: { ...PERSONAL, jobTitle: 'Lecturer' } });
  });

  it('waits until typing pauses before writing (debounced)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    try {
      const user = renderWizard();
      await user.type(screen.getByLabelText('First name'), 'Ada');
      expect(setItem).not.toHaveBeenCalledWith(DRAFT_KEY, expect.anything());
      act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(stored()?.values.firstName).toBe('Ada');
    } finally {
      setItem.mockRestore();
    }
  });

  it('saves at once when the page is left before the pause', async () => {
    const user = renderWizard();
    await fill(user, 'First name', 'Ada');
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()?.values.firstName).toBe('Ada');
  });

  it('keeps the form working when storage refuses to save', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const user = renderWizard();
      await fillPersonal(user);
      window.dispatchEvent(new Event('pagehide'));
      await next(user);
      expect(heading()).toHaveTextContent('Professional');
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('restoring the draft', () => {
  it('restores the answers and the step on mount, and says so', async () => {
    storeDraft(2, { ...PERSONAL, jobTitle: 'Lecturer' });
    renderWizard();
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 4: Professional'));
    expect(await screen.findByLabelText('Job title')).toHaveValue('Lecturer');
    expect(screen.getByRole('status')).toHaveTextContent('We have restored the answers you entered earlier.');
    // A page load is not a step change: no scrolling, no focus taken.
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(heading()).not.toHaveFocus();
  });

  it('keeps the restored answers on earlier steps', async () => {
    storeDraft(2, PERSONAL);
    const user = renderWizard();
    await waitFor(() => expect(heading()).toHaveTextContent('Professional'));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Gender')).toHaveValue('Female');
    expect(screen.getByLabelText('Country')).toHaveValue('Ghana');
  });

  it('goes back to the first step that no longer passes its rules', () => {
    storeDraft(4, { ...PERSONAL, email: 'not an address' });
    expect(readDraft(context, null)?.step).toBe(1);
  });

  it('drops choices that are no longer offered and fields it does not know', () => {
    storeDraft(1, {
      firstName: 'Ada',
      country: 'Atlantis',
      membershipType: 'honorary',
      gender: 'Other',
      admin: true,
      mobile: 42,
    });
    const draft = readDraft(context, null);
    expect(draft?.values).toEqual({ ...EMPTY_APPLICATION, firstName: 'Ada' });
  });

  it('ignores a draft that cannot be read', () => {
    window.sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft(context, null)).toBeNull();
    renderWizard();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('after submission', () => {
  it('clears the draft when the application is accepted', async () => {
    answerApplication(ACCEPTED);
    const user = renderWizard();
    await reachCheck(user);
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).not.toBeNull();
    await user.click(submitButton());
    await screen.findByRole('dialog');
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, DRAFT_DELAY_MS + 50));
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('does not save the answers again when the page is left the moment the confirmation shows', async () => {
    answerApplication(ACCEPTED);
    const user = renderWizard();
    await reachCheck(user);
    // Left as soon as React has drawn the confirmation (a microtask after its commit), before
    // its passive effects run: what a save writes must already follow the screen.
    const leftAtCommit = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('dialog')) return;
        observer.disconnect();
        window.dispatchEvent(new Event('pagehide'));
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await user.click(submitButton());
    await leftAtCommit;
    await settle();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps the draft when submission fails', async () => {
    answerApplication(({ response }) =>
      response(500).json({
        code: 'server_fault',
        message: 'Something went wrong on our side. Please try again later.',
      }),
    );
    await completeAndSubmit();
    await screen.findByRole('alert');
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toMatchObject({
      step: 5,
      values: { contactPersonName: 'Grace Hopper', confidentialityConsent: true },
    });
  });
});
