// "Download my data" on /account-settings: the service's copy saved as a dated JSON file, the
// member told where the mail went, and the service's refusals shown as the other forms show them.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, ADA_SESSION, storeAda, storedValues } from '../../lib/testing/account';
import type { Reply } from '../../lib/testing/service';
import { AccountSettings } from './AccountSettings';
import { settingsService } from './testing';

const MY_DATA = {
  exportedAt: '2026-11-24T12:00:00Z',
  account: {
    id: ADA._id,
    email: ADA.email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    createdAt: '2026-01-02T09:00:00Z',
    emailConfirmedAt: '2026-01-02T09:05:00Z',
    liveSessions: 1,
    twoStepVerification: false,
  },
  applications: [
    {
      reference: 'IAAII-2026-00042',
      submittedAt: '2026-02-03T10:00:00Z',
      status: 'received' as const,
      answers: { firstName: 'Ada', membershipType: 'student' },
    },
  ],
};

interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * jsdom has no object URLs and does not download: record each file the page offers instead, as
 * the click on its temporary link would save it.
 */
function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

/** Signed in as Ada on /account-settings; returns the calls made to the service. */
async function openSettings(download: Reply<'POST /users/me/data'>) {
  storeAda();
  const calls = settingsService({ 'GET /users/me': ADA_SESSION, 'POST /users/me/data': download });
  render(<AccountSettings />);
  await screen.findByRole('heading', { name: 'Download my data' });
  return calls;
}

const pressDownload = () => userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));

describe('Download my data', () => {
  it('saves the copy as iaaii-my-data-YYYY-MM-DD.json and says where the mail went', async () => {
    const saved = captureSavedFiles();
    const calls = await openSettings(({ response }) => response(200).json(MY_DATA));
    await pressDownload();
    const notice = await screen.findByText(
      'Your data has been downloaded. We have sent a message to ada@example.org to let you know.',
    );
    expect(document.activeElement).toBe(notice.closest('[role="status"]'));
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/users/me/data', authorization: 'Bearer token-1' });
    expect(saved.map((file) => file.name)).toEqual(['iaaii-my-data-2026-11-24.json']);
    expect(saved[0].blob.type).toBe('application/json');
    expect(JSON.parse(await saved[0].blob.text())).toEqual(MY_DATA);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('asked too often (429): the service says so, and nothing is saved', async () => {
    const saved = captureSavedFiles();
    await openSettings(({ response }) =>
      response(429).json({ code: 'rate_limited', message: 'Too many requests. Please try again in 40 minutes.' }),
    );
    await pressDownload();
    const alert = await screen.findByText('Too many requests. Please try again in 40 minutes.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(alert);
    expect(saved).toEqual([]);
  });

  it('a session ended meanwhile (401) shows the signed-out notice and clears the stored values', async () => {
    await openSettings(({ response }) => response(401).json({ code: 'not_signed_in', message: 'Please log in.' }));
    await pressDownload();
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    expect(storedValues()).toEqual([]);
  });
});
