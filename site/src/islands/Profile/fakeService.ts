// Test helper: a stand-in for the forms service behind `fetch`, so the API client is tested too.
// Each route answers a status and JSON body, 'network' (fetch rejects), or a pending promise.
import { vi } from 'vitest';

export type Reply = { status: number; body?: unknown } | 'network';
export type Route = Reply | (() => Reply | Promise<Reply>);

export interface Call {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

/** Stub `fetch` with routes keyed "METHOD /path" (without /api); returns the calls made. */
export function fakeService(routes: Record<string, Route>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    const headers = new Headers(init.headers);
    calls.push({
      method,
      path,
      authorization: headers.get('Authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const route = routes[`${method} ${path}`] ?? { status: 404, body: { message: `no route ${method} ${path}` } };
    const reply = typeof route === 'function' ? await route() : route;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export const ADA = { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace', _id: 'u1' };

/** Signed in as Ada, in localStorage ("remember me") or sessionStorage. */
export function storeAda(store: Storage = window.sessionStorage, token = 'token-1'): void {
  store.setItem('accessToken', token);
  store.setItem('userName', 'Ada Lovelace');
  store.setItem('userEmail', ADA.email);
  store.setItem('userId', ADA._id);
}

export const STORED_KEYS = ['accessToken', 'userName', 'userEmail', 'userId'];

/** Every stored value of the four, in both stores (empty when signed out). */
export function storedValues(): string[] {
  return [window.localStorage, window.sessionStorage].flatMap((store) =>
    STORED_KEYS.map((key) => store.getItem(key)).filter((value): value is string => value !== null),
  );
}
