import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeApiScript } from './fake-script.js';
import { FakeRecaptchaState, type FakeSiteverifyCall } from './fake-state.js';

/** Google's published reCAPTCHA test keys (developers.google.com/recaptcha/docs/faq), the fake's defaults. */
export const FAKE_RECAPTCHA_DEFAULT_KEYS = {
  siteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  secretKey: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
} as const;

export interface FakeRecaptchaOptions {
  siteKey?: string;
  secretKey?: string;
  /** The score of tokens the browser script gets (default 0.9). */
  score?: number;
  /** 127.0.0.1 only; port 0 (default) picks a free one. */
  port?: number;
  now?: () => number;
}

export interface FakeRecaptcha {
  /** e.g. 'http://127.0.0.1:41234': pass as BOT_PROTECTION_URL_RECAPTCHA or `context.baseUrl`. */
  readonly url: string;
  readonly siteKey: string;
  readonly secretKey: string;
  /** A token as api.js would give the page at `hostname` for `action`. */
  issueToken(input: { action: string; hostname: string; score?: number; siteKey?: string }): string;
  /** The score of tokens minted by the browser script from now on. */
  setScore(score: number): void;
  /** The next `count` siteverify calls answer `status` (default 503). */
  failNext(count: number, status?: number): void;
  verifications(): readonly FakeSiteverifyCall[];
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, ...CORS });
  response.end(body);
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));

/**
 * A local reCAPTCHA v3 that speaks the siteverify protocol: `POST /recaptcha/api/siteverify` with
 * form-encoded `secret`, `response`, `remoteip` answers `{ success, challenge_ts, hostname, score, action }`
 * or `{ success: false, 'error-codes': [...] }` (missing-input-secret, invalid-input-secret,
 * missing-input-response, invalid-input-response, timeout-or-duplicate for a reused or 2-minute-old token,
 * bad-request). `GET /recaptcha/api.js` serves a `grecaptcha` that mints tokens here.
 */
export async function startFakeRecaptcha(options: FakeRecaptchaOptions = {}): Promise<FakeRecaptcha> {
  const siteKey = options.siteKey ?? FAKE_RECAPTCHA_DEFAULT_KEYS.siteKey;
  const secretKey = options.secretKey ?? FAKE_RECAPTCHA_DEFAULT_KEYS.secretKey;
  const now = options.now ?? Date.now;
  const state = new FakeRecaptchaState(now);
  let score = options.score ?? 0.9;
  let failures = 0;
  let failureStatus = 503;
  let url = '';

  const siteverify = (form: URLSearchParams): Record<string, unknown> => {
    const secret = form.get('secret') ?? '';
    const token = form.get('response') ?? '';
    const codes: string[] = [];
    if (secret === '') codes.push('missing-input-secret');
    else if (secret !== secretKey) codes.push('invalid-input-secret');
    if (token === '') codes.push('missing-input-response');
    if (codes.length > 0) return { success: false, 'error-codes': codes };
    const taken = state.take(token);
    if (taken === 'unknown') return { success: false, 'error-codes': ['invalid-input-response'] };
    if (taken === 'timeout-or-duplicate') return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    if (taken.siteKey !== siteKey) return { success: false, 'error-codes': ['invalid-input-response'] };
    return {
      success: true,
      challenge_ts: new Date(taken.issuedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      hostname: taken.hostname,
      score: taken.score,
      action: taken.action,
    };
  };

  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '/').split('?')[0];
      if (request.method === 'OPTIONS') return send(response, 204, 'text/plain', '');
      if (request.method === 'GET' && path === '/recaptcha/api.js') {
        return send(response, 200, 'text/javascript; charset=utf-8', fakeApiScript(url));
      }
      if (request.method === 'POST' && path === '/fake/execute') {
        const input = JSON.parse((await bodyOf(request)) || '{}') as Record<string, unknown>;
        const token = state.mint({
          siteKey: String(input.siteKey ?? ''),
          action: String(input.action ?? ''),
          hostname: String(input.hostname ?? ''),
          score,
        });
        return json(response, 200, { token });
      }
      if (path === '/recaptcha/api/siteverify') {
        if (request.method !== 'POST')
          return json(response, 405, { success: false, 'error-codes': ['bad-request'] });
        if (failures > 0) {
          failures--;
          return send(response, failureStatus, 'text/html', '<h1>Service Unavailable</h1>');
        }
        const raw = await bodyOf(request);
        const form = new URLSearchParams(raw);
        const answer = siteverify(form);
        const remoteip = form.get('remoteip');
        state.calls.push({
          secret: form.get('secret') ?? '',
          response: form.get('response') ?? '',
          ...(remoteip ? { remoteip } : {}),
          answer,
        });
        return json(response, 200, answer);
      }
      return json(response, 404, { error: 'not found' });
    })().catch((error: unknown) => json(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    siteKey,
    secretKey,
    issueToken: (input) =>
      state.mint({
        siteKey: input.siteKey ?? siteKey,
        action: input.action,
        hostname: input.hostname,
        score: input.score ?? score,
      }),
    setScore: (next) => {
      score = next;
    },
    failNext: (count, status = 503) => {
      failures = count;
      failureStatus = status;
    },
    verifications: () => state.calls,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
