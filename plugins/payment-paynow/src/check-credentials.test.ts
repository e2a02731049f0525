import { closedGatewayUrl, fakeGatewayCheck } from '@zapisy/payment-fake-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaynowGateway } from './fake/index.js';
import { createPaynowProvider } from './provider.js';

const gateway = fakeGatewayCheck(createPaynowProvider(), () => startFakePaynowGateway());
const { check, logged } = gateway;

beforeAll(gateway.start);
afterAll(gateway.close);

const keys = () => ({ apiKey: gateway.fake.apiKey, signKey: gateway.fake.signKey });

describe("Paynow 'Sprawdź połączenie' (signed GET /v3/payments/paymentmethods)", () => {
  it('good Api-Key and Signature-Key → ok', async () => {
    expect(await check(keys())).toEqual({ ok: true });
  });

  it('bad Api-Key: the fake answers 401 → unauthorized, the key not echoed or logged', async () => {
    const result = await check({ ...keys(), apiKey: 'zly-klucz-paynow' });
    expect(result).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(JSON.stringify(result)).not.toContain('zly-klucz-paynow');
    expect(JSON.stringify(logged.lines)).not.toContain('zly-klucz-paynow');
  });

  it('bad Signature-Key: the signature does not match → unauthorized', async () => {
    expect(await check({ ...keys(), signKey: 'zly-klucz-podpisu' })).toMatchObject({
      ok: false,
      reason: 'unauthorized',
    });
  });

  it('a missing Signature-Key → misconfigured, naming the field', async () => {
    const result = await check({ ...keys(), signKey: '' });
    expect(result).toMatchObject({ ok: false, reason: 'misconfigured' });
    expect(result.ok || result.message).toContain('Klucz podpisu');
  });

  it('fake down → unreachable', async () => {
    const url = await closedGatewayUrl(() => startFakePaynowGateway());
    expect(await check(keys(), url)).toMatchObject({ ok: false, reason: 'unreachable' });
  });
});
