import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BOT_CHECK_FAILED_MESSAGE } from '@zapisy/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormWidgetView } from '../FormWidgetView.js';
import { resetFormEnterPings } from '../public-form-api.js';
import { FORM_STRINGS, PUBLIC_FORM } from './public-form.fixture.js';

const API = 'http://zapisy.test/services/api';
const NOW = () => new Date('2026-06-01T10:00:00Z');

const SALT = '0123abcd?expires=1900000000&host=zapisy.test&action=register';
let hash = '';
beforeAll(async () => {
  // What the server issues (plugins/captcha-pow): SHA-256 of salt + the secret number, here 217.
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${SALT}217`));
  hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
});

const powChallenge = () => ({
  protection: 'pow',
  challenge: {
    type: 'proof-of-work',
    algorithm: 'SHA-256',
    challenge: hash,
    salt: SALT,
    signature: 'a'.repeat(64),
    maxNumber: 300,
    expiresAt: '2030-03-17T17:46:40.000Z',
  },
});

type Answer = { status: number; body: unknown };

/** fetch: the challenge route and the registration route answer what the test says; every call is kept. */
function stubServer(challenge: () => Answer, registration: () => Answer) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, ...(init ? { init } : {}) });
      const answer =
        url === `${API}/bot-protection/ev1/challenge`
          ? challenge()
          : url === `${API}/registrations/ev1` && init?.method === 'POST'
            ? registration()
            : { status: 404, body: { message: 'nie ma' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const done = (): Answer => ({
  status: 201,
  body: {
    registrationId: 'reg1',
    status: 'processed',
    participants: [{ _id: 'p1', status: 'registered', onWaitingList: false }],
    completion: 'registration',
  },
});

function fillAndSend() {
  render(
    <div className="zapisy-root">
      <FormWidgetView
        state={{ status: 'form', form: PUBLIC_FORM, strings: FORM_STRINGS }}
        apiBase={API}
        now={NOW}
      />
    </div>,
  );
  for (const [label, value] of [
    [/^Imię/, 'Anna'],
    [/^Nazwisko/, 'Nowak'],
    [/^E-mail/, 'anna@example.pl'],
  ] as const) {
    const input = screen.getByLabelText(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
  fireEvent.click(screen.getByRole('radio', { name: 'Nie' }));
  fireEvent.click(screen.getByRole('radio', { name: /Koszulka/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
}

const posts = (calls: { url: string; init?: RequestInit }[]) =>
  calls
    .filter((call) => call.url === `${API}/registrations/ev1`)
    .map((call) => JSON.parse(String(call.init?.body)));

describe('form widget: the bot check before submit (issue 13)', () => {
  beforeEach(() => {
    resetFormEnterPings();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('"the browser finds the number with WebCrypto": solves the proof of work and sends the token with the registration', async () => {
    const calls = stubServer(() => ({ status: 200, body: powChallenge() }), done);
    fillAndSend();
    expect(screen.getByTestId('zapisy-form-status').textContent).toBe(
      'Sprawdzamy, że nie jesteś robotem… To potrwa chwilę.',
    );
    await screen.findByTestId('zapisy-completion');
    const [body] = posts(calls);
    expect(body.botProtection.provider).toBe('pow');
    const solution = JSON.parse(atob(body.botProtection.token));
    expect(solution).toMatchObject({ algorithm: 'SHA-256', number: 217 });
  });

  it('"reCAPTCHA v3 … gets a token for action register": with grecaptcha on the page, its token is sent', async () => {
    const execute = vi.fn(async () => 'recaptcha-token-1');
    vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute });
    const calls = stubServer(
      () => ({
        status: 200,
        body: {
          protection: 'recaptcha',
          challenge: {
            type: 'script',
            siteKey: 'site-1',
            scriptUrl: 'https://www.google.com/recaptcha/api.js?render=site-1',
            action: 'register',
          },
        },
      }),
      done,
    );
    fillAndSend();
    await screen.findByTestId('zapisy-completion');
    expect(execute).toHaveBeenCalledWith('site-1', { action: 'register' });
    expect(posts(calls)[0].botProtection).toEqual({ provider: 'recaptcha', token: 'recaptcha-token-1' });
  });

  it('with protection off the registration is sent without a token', async () => {
    const calls = stubServer(() => ({ status: 200, body: { protection: 'off' } }), done);
    fillAndSend();
    await screen.findByTestId('zapisy-completion');
    expect(posts(calls)[0]).not.toHaveProperty('botProtection');
  });

  it('"a clear Polish message when verification fails, without losing what the participant typed"; the next submit checks again', async () => {
    let refuse = true;
    const calls = stubServer(
      () => ({ status: 200, body: powChallenge() }),
      () =>
        refuse
          ? {
              status: 400,
              body: { status: 400, code: 'BOT_CHECK_FAILED', message: 'Odrzucono', errors: ['Odrzucono'] },
            }
          : done(),
    );
    fillAndSend();
    await waitFor(() =>
      expect(screen.getByTestId('zapisy-form-alert').textContent).toBe(BOT_CHECK_FAILED_MESSAGE),
    );
    expect(BOT_CHECK_FAILED_MESSAGE).toMatch(/^Nie udało się potwierdzić, że nie jesteś robotem\./);
    expect((screen.getByLabelText(/^Imię/) as HTMLInputElement).value).toBe('Anna');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('anna@example.pl');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await screen.findByTestId('zapisy-completion');
    const [first, second] = posts(calls);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(calls.filter((call) => call.url.endsWith('/challenge'))).toHaveLength(2);
  });

  it("a 429 shows the server's Polish message and keeps the form", async () => {
    stubServer(
      () => ({ status: 200, body: { protection: 'off' } }),
      () => ({
        status: 429,
        body: {
          status: 429,
          code: 'RATE_LIMITED',
          message: 'Z tego adresu wysłano w krótkim czasie zbyt wiele zgłoszeń. Spróbuj ponownie za 40 s.',
        },
      }),
    );
    fillAndSend();
    await waitFor(() =>
      expect(screen.getByTestId('zapisy-form-alert').textContent).toContain('Spróbuj ponownie za 40 s.'),
    );
    expect((screen.getByLabelText(/^Nazwisko/) as HTMLInputElement).value).toBe('Nowak');
  });
});
