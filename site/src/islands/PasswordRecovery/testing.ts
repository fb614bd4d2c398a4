// Shared by this island's tests: a fake forms service behind `fetch` (so the real API client is
// exercised) and a way to open a step as if the previous one had navigated to it.
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { RecoveryRoutes } from './RecoveryRoutes';

export interface Reply {
  status?: number;
  body?: unknown;
}

/** The service's answers, in order; 'offline' makes fetch fail as without a network. */
export function stubFetch(...replies: Array<Reply | Promise<Reply> | 'offline'>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = replies.shift() ?? { body: {} };
    if (next === 'offline') throw new TypeError('Failed to fetch');
    const reply = await next;
    const status = reply.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => reply.body ?? {} } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What was sent: path and JSON body of each call. */
export function sent(fetchMock: ReturnType<typeof stubFetch>): { url: string; body: unknown }[] {
  return fetchMock.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(String(init?.body ?? 'null')) }));
}

/** A reply the test releases when it wants, to look at the waiting state. */
export function later(): { reply: Promise<Reply>; release: (reply: Reply) => void } {
  let release: (reply: Reply) => void = () => {};
  const reply = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}

/** Open a step at `path`, with the navigation state the previous step would pass. */
export function openStep(path: string, state?: unknown) {
  return render(createElement(MemoryRouter, { initialEntries: [{ pathname: path, state }] }, createElement(RecoveryRoutes)));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
