/** Test helper: a fetch stub whose first answering route wins; every call is recorded. */
import { vi } from 'vitest';

export type Reply = { status: number; body: unknown } | Error;
export type Route = (url: string, init?: RequestInit) => Reply | undefined;

export function stubFetch(...routes: Route[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    for (const route of routes) {
      const reply = route(url, init);
      if (reply instanceof Error) throw reply;
      if (reply) {
        return new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        });
      }
    }
    return new Response('{"message":"nie ma"}', {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}
