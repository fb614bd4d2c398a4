// Shared by this island's tests: the forms service's answers in order (MSW, lib/testing/), so the
// real API client is exercised, and a way to open a step as if the previous one had navigated to it.
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { answers, type Reply, type Sent } from '../../lib/testing/service';
import { RecoveryRoutes } from './RecoveryRoutes';

export type { Reply } from '../../lib/testing/service';

/**
 * The service's answers, in order, then {} for any further request; 'network' fails as without a
 * network. A promise (from later()) holds its answer back.
 */
export function stubFetch(...replies: Array<Reply | Promise<Reply>>): Sent[] {
  return answers(...replies.map((reply) => (reply instanceof Promise ? () => reply : reply)), {});
}

/** What was sent: path and JSON body of each request. */
export function sent(requests: Sent[]): { url: string; body: unknown }[] {
  return requests.map(({ url, body }) => ({ url, body: body ?? null }));
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
  return render(
    createElement(MemoryRouter, { initialEntries: [{ pathname: path, state }] }, createElement(RecoveryRoutes)),
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
