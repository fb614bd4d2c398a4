// How the forms service answers in a test (MSW, over the shared handlers of handlers.ts): by route
// (`service`), a route in order (`answers`) or when the test says (`held`). Every answer is an
// openapi-msw resolver typed by the service's contract (contract.ts), so its route, status and
// body are checked by the compiler. Each returns the requests the service received, to check what
// the page sent.
import { HttpResponse, http } from 'msw';
import type { ResponseResolverInfo } from 'openapi-msw';
import { type Answer, type Contract, contract, type RouteName } from './contract';
import { API } from './handlers';
import { server } from './server';

/** One request as the service received it. */
export interface Sent {
  method: string;
  /** As the page asked for it, such as /api/users/login. */
  url: string;
  /** Without /api: /users/login. */
  path: string;
  /** The query, as the page sent it: `?status=received` ('' for none). */
  search: string;
  authorization: string | null;
  credentials: RequestCredentials;
  /** The JSON body, or undefined without one. */
  body: unknown;
}

/** An answer of the route, or 'network': fetch fails as it does offline. */
export type Reply<Name extends RouteName> = Answer<Name> | 'network';
/** The answers of some routes: one, or several in order (the last one repeats). */
export type Routes = { [Name in RouteName]?: Reply<Name> | readonly Reply<Name>[] };

async function received(request: Request): Promise<Sent> {
  const { pathname, search } = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    url: pathname,
    path: pathname.replace(/^\/api/, ''),
    search,
    authorization: request.headers.get('Authorization'),
    credentials: request.credentials,
    body: text === '' ? undefined : JSON.parse(text),
  };
}

// Below, routes are handled by name at run time: the types above have already checked each answer
// against its route, so here one route's answer is treated like any other's.
type AnyInfo = ResponseResolverInfo<Contract, keyof Contract, 'post'>;
type AnyReply = ((info: AnyInfo) => unknown) | 'network';
type Register = (path: string, resolver: (info: AnyInfo) => Promise<Response>) => ReturnType<typeof http.all>;

function respond(reply: AnyReply, info: AnyInfo): Response | Promise<Response> {
  return reply === 'network' ? HttpResponse.error() : (reply(info) as Response | Promise<Response>);
}

/**
 * The service answers the given routes (any other with a 404); returns the requests, in order,
 * but for those of the `unrecorded` routes (a part of the page the test is not about).
 */
export function service(routes: Routes, unrecorded: readonly RouteName[] = []): Sent[] {
  const sent: Sent[] = [];
  const handlers = Object.entries(routes).map(([name, given]) => {
    const [method, path] = name.split(' ');
    const replies = [given].flat() as AnyReply[];
    const register = contract[method.toLowerCase() as 'get' | 'post'] as unknown as Register;
    const recorded = !unrecorded.includes(name as RouteName);
    return register(path, async (info) => {
      if (recorded) sent.push(await received(info.request));
      return respond((replies.length > 1 ? replies.shift() : replies[0]) as AnyReply, info);
    });
  });
  const others = http.all(API, async ({ request }) => {
    const call = await received(request);
    sent.push(call);
    return HttpResponse.json({ message: `no route ${call.method} ${call.path}` }, { status: 404 });
  });
  server.use(...handlers, others);
  return sent;
}

/** The service answers one route with these replies in order (the last one repeats). */
export function answers<Name extends RouteName>(name: Name, ...replies: [Reply<Name>, ...Reply<Name>[]]): Sent[] {
  return service({ [name]: replies } as Routes);
}

/**
 * An answer the test gives when it wants, to look at the waiting page: each request to the route
 * waits for the next `release` (a release that comes first is kept for the next request).
 */
export function later<Name extends RouteName>(): { answer: Answer<Name>; release: (reply: Reply<Name>) => void } {
  const released: AnyReply[] = [];
  const waiting: ((reply: AnyReply) => void)[] = [];
  const next = () =>
    new Promise<AnyReply>((resolve) =>
      released.length ? resolve(released.shift() as AnyReply) : waiting.push(resolve),
    );
  const answer = async (info: AnyInfo) => respond(await next(), info);
  const release = (reply: Reply<Name>) => {
    const waiter = waiting.shift();
    if (waiter) waiter(reply as AnyReply);
    else released.push(reply as AnyReply);
  };
  return { answer: answer as unknown as Answer<Name>, release };
}

/** The service answers only this route, each time when the test calls `answer`. */
export function held<Name extends RouteName>(name: Name): { sent: Sent[]; answer: (reply: Reply<Name>) => void } {
  const { answer, release } = later<Name>();
  return { sent: service({ [name]: answer } as Routes), answer: release };
}
