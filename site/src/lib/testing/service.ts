// How the forms service answers in a test (MSW, over the shared handlers of handlers.ts): by route
// (`service`), in order (`answers`) or when the test says (`held`). Each returns the requests the
// service received, to check what the page sent.
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { API } from './handlers';
import { server } from './server';

/** One request as the service received it. */
export interface Sent {
  method: string;
  /** As the page asked for it, such as /api/users/login. */
  url: string;
  /** Without /api: /users/login. */
  path: string;
  authorization: string | null;
  credentials: RequestCredentials;
  /** The JSON body, or undefined without one. */
  body: unknown;
}

/** A status and JSON body (200 and {} unless given), or 'network': fetch fails as offline. */
export type Reply = { status?: number; body?: unknown } | 'network';
/** A reply, or a function that gives one (perhaps later: a promise that never settles stays busy). */
export type Route = Reply | (() => Reply | Promise<Reply>);

async function received(request: Request): Promise<Sent> {
  const { pathname } = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    url: pathname,
    path: pathname.replace(/^\/api/, ''),
    authorization: request.headers.get('Authorization'),
    credentials: request.credentials,
    body: text === '' ? undefined : JSON.parse(text),
  };
}

function respond(reply: Reply): Response {
  if (reply === 'network') return HttpResponse.error();
  return HttpResponse.json((reply.body ?? {}) as JsonBodyType, { status: reply.status ?? 200 });
}

/** Answer every request to the service with `answer(sent)`; returns the requests, in order. */
function answerWith(answer: (sent: Sent) => Route): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.all(API, async ({ request }) => {
      const call = await received(request);
      sent.push(call);
      const route = answer(call);
      return respond(typeof route === 'function' ? await route() : route);
    }),
  );
  return sent;
}

/** The service answers routes keyed "METHOD /path" (without /api); any other is a 404. */
export function service(routes: Record<string, Route>): Sent[] {
  return answerWith(
    ({ method, path }) =>
      routes[`${method} ${path}`] ?? { status: 404, body: { message: `no route ${method} ${path}` } },
  );
}

/** The service answers each request with the next reply; the last one repeats ({} without any). */
export function answers(...replies: Route[]): Sent[] {
  return answerWith(() => (replies.length > 1 ? (replies.shift() as Route) : (replies[0] ?? {})));
}

/** The service holds each answer until the test calls `answer`. */
export function held(): { sent: Sent[]; answer: (reply: Reply) => void } {
  const waiting: ((reply: Reply) => void)[] = [];
  const sent = answers(() => new Promise<Reply>((resolve) => waiting.push(resolve)));
  return { sent, answer: (reply) => waiting.shift()?.(reply) };
}
