import { afterEach, describe, expect, it } from 'vitest';
import {
  FakeHookError,
  headerValues,
  htmlAnswer,
  jsonAnswer,
  pathParam,
  redirectAnswer,
} from './fake-http.js';
import { type LoopbackServer, startLoopbackServer } from './loopback-server.js';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(options: Partial<Parameters<typeof startLoopbackServer>[0]> = {}) {
  const server = await startLoopbackServer({
    name: 'The test fake',
    handle: async (request) =>
      jsonAnswer(200, { ...request, query: request.query.get('q'), headers: undefined }),
    ...options,
  });
  servers.push(server);
  return server;
}

describe('startLoopbackServer', () => {
  it('listens on 127.0.0.1 only', async () => {
    await expect(start({ host: '0.0.0.0' as '127.0.0.1' })).rejects.toThrow(
      'The test fake listens on 127.0.0.1 only',
    );
    const server = await start();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('reads the whole body, the path and the query, and answers JSON with a length', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/a/b?q=1`, { method: 'POST', body: '{"x":"zażółć"}' });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const length = Number(response.headers.get('content-length'));
    const body = await response.text();
    expect(length).toBe(Buffer.byteLength(body));
    expect(JSON.parse(body)).toEqual({ method: 'POST', path: '/a/b', query: '1', rawBody: '{"x":"zażółć"}' });
  });

  it('sends HTML, redirects and the chosen JSON content type', async () => {
    const answers = [
      htmlAnswer(404, '<p>nie</p>'),
      redirectAnswer('https://back.example/x'),
      jsonAnswer(201, []),
    ];
    const server = await start({
      jsonContentType: 'application/json;charset=UTF-8',
      handle: async () => answers.shift() ?? jsonAnswer(500, null),
    });
    const html = await fetch(server.url);
    expect([html.status, html.headers.get('content-type'), await html.text()]).toEqual([
      404,
      'text/html; charset=utf-8',
      '<p>nie</p>',
    ]);
    const redirect = await fetch(server.url, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([302, 'https://back.example/x']);
    const json = await fetch(server.url);
    expect([json.status, json.headers.get('content-type')]).toEqual([201, 'application/json;charset=UTF-8']);
  });

  it("answers a hook error with its status and message, anything else 500 with the fake's message", async () => {
    const errors: unknown[] = [new FakeHookError(409, 'Payment p-1 is already CONFIRMED'), new Error('boom')];
    const server = await start({
      failureMessage: 'Fake X failed',
      handle: async () => Promise.reject(errors.shift()),
    });
    const hook = await fetch(server.url);
    expect([hook.status, await hook.json()]).toEqual([409, { error: 'Payment p-1 is already CONFIRMED' }]);
    const crash = await fetch(server.url);
    expect([crash.status, await crash.json()]).toEqual([500, { error: 'Fake X failed' }]);
  });
});

describe('pathParam', () => {
  it('decodes the first group, or undefined when the path does not match', () => {
    expect(pathParam(/^\/paywall\/([^/]+)$/, '/paywall/P%2F1')).toBe('P/1');
    expect(pathParam(/^\/paywall\/([^/]+)$/, '/pay/P1')).toBeUndefined();
  });
});

describe('headerValues', () => {
  it('keeps single headers and joins repeated ones', () => {
    expect(headerValues({ signature: 'abc', 'set-cookie': ['a=1', 'b=2'] })).toEqual({
      signature: 'abc',
      'set-cookie': 'a=1, b=2',
    });
  });
});
