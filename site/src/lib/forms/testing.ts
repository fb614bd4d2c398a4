// Test helpers for the forms that call the service: a stand-in for the service behind fetch (so
// the API client is exercised too) and a way to hold an answer back to see the busy state.
import { vi, type Mock } from 'vitest';

export interface Answer {
  status: number;
  body: unknown;
}

/** What fetch resolves to, as much of a Response as the client reads. */
function response({ status, body }: Answer) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

type FakeFetch = (url: string, init?: RequestInit) => Promise<ReturnType<typeof response>>;

/** fetch answers each call with the next answer (the last one repeats); 'network' fails as offline. */
export function serviceAnswers(...answers: (Answer | 'network')[]) {
  const fetch = vi.fn<FakeFetch>(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next === 'network') throw new TypeError('Failed to fetch');
    return response(next);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** fetch fails the way it does when the network is down. */
export function networkDown() {
  const fetch = vi.fn<FakeFetch>(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** fetch waits until the test calls answer(). */
export function heldAnswer() {
  let answer: (value: Answer) => void = () => {};
  const fetch = vi.fn<FakeFetch>(() => new Promise((resolve) => (answer = (value) => resolve(response(value)))));
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (value: Answer) => answer(value) };
}

/** The JSON body of the n-th call to a fetch stub. */
export function sentBody(fetch: Mock<FakeFetch>, call = 0): unknown {
  return JSON.parse(fetch.mock.calls[call][1]?.body as string);
}
