// A signed-in member who has applied before: their applications (GET /api/users/me/applications,
// as /profile lists them) above the form, with its reference, the day it was sent and where it
// stands; while one is under review the form waits behind 'Apply again', so a duplicate is a
// choice. The service is the contract's fake (lib/testing/).

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyApplication } from '../../lib/api';
import { ADA, ADA_SESSION, storeAda } from '../../lib/testing/account';
import { type Reply, service } from '../../lib/testing/service';
import { ACCEPTED, heading, PAGE_TITLE, renderWizard, storeDraft } from './testing';

const RECEIVED: MyApplication = {
  reference: 'IAAII-2026-00043',
  submittedAt: '2026-11-23T12:04:05Z',
  membershipType: 'student',
  status: 'received',
};
const DECIDED: MyApplication = {
  reference: 'IAAII-2026-00042',
  submittedAt: '2026-11-20T09:00:00Z',
  membershipType: 'regular',
  status: 'accepted',
  decidedAt: '2026-11-22T15:30:00Z',
};
const DECLINED: MyApplication = {
  reference: 'IAAII-2025-00007',
  submittedAt: '2025-03-02T12:00:00Z',
  membershipType: 'corporate',
  status: 'declined',
  decidedAt: '2025-03-09T12:00:00Z',
};

const listed =
  (applications: MyApplication[]): Reply<'GET /users/me/applications'> =>
  ({ response }) =>
    response(200).json(applications);

/** Signed in as Ada, whose applications the service answers with `applications`. */
function signedInWith(applications: Reply<'GET /users/me/applications'>) {
  storeAda();
  return service({
    'GET /users/me': ADA_SESSION,
    'GET /users/me/applications': applications,
    'POST /users/submit-form': ACCEPTED,
  });
}

/** The section above the form, once it is there. */
const earlier = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('section') as HTMLElement;
/** A card's rows as "term: description". */
const rows = (section: HTMLElement) =>
  [...section.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const nextButton = () => screen.queryByRole('button', { name: 'Next' });

describe('a member with an application under review', () => {
  it('sees its reference, the day it was sent and its status above the form', async () => {
    const calls = signedInWith(listed([RECEIVED, DECIDED]));
    renderWizard();
    const section = await earlier('You have already applied');
    expect(within(section).getByRole('heading', { name: 'Application IAAII-2026-00043', level: 4 })).toBeTruthy();
    expect(rows(section)).toEqual([
      'Sent: 23 November 2026',
      'Membership type: Student',
      'Status: Received: the membership team will review it and write to you.',
    ]);
    expect(section.textContent).toContain('Apply again only for a different membership type');
    expect(within(section).getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/profile/');
    const asked = calls.find((call) => call.path === '/users/me/applications');
    expect(asked?.authorization).toBe('Bearer token-1');
  });

  it("finds the form folded away behind 'Apply again', and the page's title says why", async () => {
    signedInWith(listed([RECEIVED]));
    renderWizard();
    await earlier('You have already applied');
    expect(nextButton()).toBeNull();
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply again' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`You have already applied – ${PAGE_TITLE}`));
  });

  it("'Apply again' opens the form at its first step, focus on its heading, the application still above", async () => {
    signedInWith(listed([RECEIVED]));
    const user = renderWizard();
    await earlier('You have already applied');
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal');
    expect(heading()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Apply again' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'You have already applied' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada'));
  });

  it('keeps the form open when answers are already under way (a draft back)', async () => {
    storeDraft(1, { firstName: 'Grace' }, ADA._id);
    signedInWith(listed([RECEIVED]));
    renderWizard();
    await earlier('You have already applied');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
    expect(screen.queryByRole('button', { name: 'Apply again' })).toBeNull();
  });
});

describe('a member whose applications are all decided', () => {
  it('sees the latest one above the open form, with what a new application is for', async () => {
    signedInWith(listed([DECIDED, DECLINED]));
    renderWizard();
    const section = await earlier('You have applied before');
    expect(
      within(section)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Application IAAII-2026-00042']);
    expect(rows(section)[2]).toBe('Status: Accepted on 22 November 2026');
    expect(section.textContent).toContain('A new application, for a different membership type for example');
    expect(nextButton()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply again' })).toBeNull();
  });
});

describe('nothing above the form', () => {
  it('for a member who has not applied', async () => {
    const calls = signedInWith(listed([]));
    renderWizard();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/users/me/applications'));
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada'));
    expect(screen.queryByRole('heading', { name: /You have/ })).toBeNull();
  });

  it('when the applications cannot be had: the form works as before', async () => {
    const calls = signedInWith('network');
    renderWizard();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/users/me/applications'));
    expect(screen.queryByRole('heading', { name: /You have/ })).toBeNull();
    expect(nextButton()).toBeTruthy();
  });
});
