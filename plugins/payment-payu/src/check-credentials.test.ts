import { closedGatewayUrl, fakeGatewayCheck } from '@zapisy/payment-fake-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePayuGateway } from './fake/index.js';
import { createPayuProvider } from './provider.js';

const gateway = fakeGatewayCheck(createPayuProvider(), () => startFakePayuGateway());
const { check, logged } = gateway;

beforeAll(gateway.start);
afterAll(gateway.close);

describe("PayU 'Sprawdź połączenie' (OAuth client_credentials token request)", () => {
  it('good client_id and client_secret → ok, and every check asks PayU (no cached token)', async () => {
    const before = gateway.fake.tokensGranted();
    expect(await check(gateway.fake.settings)).toEqual({ ok: true });
    expect(await check(gateway.fake.settings)).toEqual({ ok: true });
    expect(gateway.fake.tokensGranted()).toBe(before + 2);
  });

  it('bad client_secret: the fake answers 401 invalid_client → unauthorized, the secret not echoed or logged', async () => {
    const result = await check({ ...gateway.fake.settings, secret: 'zly-sekret-payu' });
    expect(result).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(JSON.stringify(result)).toContain('PayU');
    expect(JSON.stringify(result)).not.toContain('zly-sekret-payu');
    expect(JSON.stringify(logged.lines)).not.toContain('zly-sekret-payu');
  });

  it('a missing second key (MD5) → misconfigured, naming the field', async () => {
    const result = await check({ ...gateway.fake.settings, md5: '' });
    expect(result).toMatchObject({ ok: false, reason: 'misconfigured' });
    expect(result.ok || result.message).toContain('Drugi klucz (MD5)');
    expect(result.ok || result.message).not.toContain('Skontaktuj się z organizatorem');
  });

  it('PayU answering 503 → unreachable', async () => {
    gateway.fake.failNext(1, 503);
    expect(await check(gateway.fake.settings)).toMatchObject({ ok: false, reason: 'unreachable' });
  });

  it('fake down → unreachable', async () => {
    const url = await closedGatewayUrl(() => startFakePayuGateway());
    expect(await check(gateway.fake.settings, url)).toMatchObject({ ok: false, reason: 'unreachable' });
  });
});
