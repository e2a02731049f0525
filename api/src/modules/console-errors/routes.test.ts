import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../http/testing.js';
import { limitsOn } from '../../limits/testing.js';
import { CONSOLE_ERRORS_COLLECTION, consoleErrorSkipReason } from './routes.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({
    config: { publicLimits: limitsOn({ 'console-error': { perIp: 5, perProject: 0 } }) },
  });
});
afterEach(() => t.close());

const post = (payload?: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/services/api/console-error',
    remoteAddress: ip,
    headers,
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

const stored = () => t.store.db.collection(CONSOLE_ERRORS_COLLECTION).find({}).toArray();

describe("POST /console-error (spec §7: 'Skipped when empty, a warning, or a failure-to-report message')", () => {
  it('stores an error report with createdAt, requestId and ip, and answers 201 { id }', async () => {
    const report = {
      message: "TypeError: Cannot read properties of undefined (reading 'x')",
      url: 'https://demo.zapisy.pl/formularz',
      userAgent: 'Mozilla/5.0',
      timestamp: '2026-11-21T12:00:00.000Z',
      user: 'anonymous',
      username: '',
      role: 'guest',
      stack: 'TypeError: …\n    at f (app.js:1:2)',
    };
    const res = await post(report);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(typeof id).toBe('string');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...report, requestId: res.headers['x-request-id'], ip: '10.0.0.1' });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(String(rows[0]?._id)).toBe(id);
  });

  it('unknown fields are dropped, not stored', async () => {
    expect((await post({ message: 'Błąd', injected: { $where: 'x' } })).statusCode).toBe(201);
    const [row] = await stored();
    expect(row).not.toHaveProperty('injected');
  });

  it("'Skipped when empty': no body, {} and a blank message answer 204 and store nothing", async () => {
    expect((await post()).statusCode).toBe(204);
    expect((await post({})).statusCode).toBe(204);
    expect((await post({ message: '   ', url: 'https://x' })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(0);
  });

  it("'Skipped when … a warning': level warn/warning or a message starting with 'Warning'", async () => {
    expect((await post({ message: 'Uwaga', level: 'warn' })).statusCode).toBe(204);
    expect((await post({ message: 'Uwaga', level: 'WARNING' })).statusCode).toBe(204);
    expect(
      (await post({ message: 'Warning: Each child in a list should have a unique "key" prop.' })).statusCode,
    ).toBe(204);
    expect(await stored()).toHaveLength(0);
  });

  it("'Skipped when … a failure-to-report message'", async () => {
    expect((await post({ message: 'POST /services/api/console-error failed: 500' })).statusCode).toBe(204);
    expect((await post({ message: 'Failed to send error report' })).statusCode).toBe(204);
    expect((await post({ message: 'Nie udało się wysłać raportu błędu' })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(0);
  });

  it('accepts a navigator.sendBeacon body (JSON sent as text/plain)', async () => {
    const res = await post(JSON.stringify({ message: 'ReferenceError: x is not defined' }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(res.statusCode).toBe(201);
  });

  it('validates with size limits: an over-long message is a 400 with the field named', async () => {
    const res = await post({ message: 'x'.repeat(10_001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['body.message: za długie (maksimum 10000 znaków)']);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await post({ message: 'x', stack: 'y'.repeat(70_000) });
    expect(res.statusCode).toBe(413);
  });

  it('is rate-limited per IP: 429 JSON in Polish after the limit, other IPs unaffected', async () => {
    for (let i = 0; i < 5; i++) expect((await post({ message: `Błąd ${i}` })).statusCode).toBe(201);
    const limited = await post({ message: 'Błąd 6' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(
      /^Z tego adresu wysłano zbyt wiele raportów błędów\. Spróbuj ponownie za \d+ s\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post({ message: 'Inny klient' }, {}, '10.0.0.2')).statusCode).toBe(201);
    expect(await stored()).toHaveLength(6);
  });
});

describe('consoleErrorSkipReason', () => {
  it('keeps a real error', () => {
    expect(consoleErrorSkipReason({ message: 'TypeError: x' })).toBeNull();
    expect(consoleErrorSkipReason({ stack: 'Error\n at x' })).toBeNull();
  });
});
