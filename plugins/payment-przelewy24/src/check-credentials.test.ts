import { closedGatewayUrl, fakeGatewayCheck } from '@zapisy/payment-fake-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePrzelewy24Gateway } from './fake/index.js';
import { createPrzelewy24Provider } from './provider.js';

const gateway = fakeGatewayCheck(createPrzelewy24Provider(), () => startFakePrzelewy24Gateway());
const { check, logged } = gateway;

beforeAll(gateway.start);
afterAll(gateway.close);

describe("Przelewy24 'Sprawdź połączenie' (GET /api/v1/testAccess, Basic posId:apiKey)", () => {
  it('good keys: the fake answers {"data": true} → ok', async () => {
    expect(await check(gateway.fake.settings)).toEqual({ ok: true });
  });

  it('bad API key: the fake answers 401 → unauthorized, with a Polish message and no key in it', async () => {
    const result = await check({ ...gateway.fake.settings, apiKey: 'zly-klucz-123' });
    expect(result).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(JSON.stringify(result)).toContain('odrzucił podane klucze');
    expect(JSON.stringify(result)).not.toContain('zly-klucz-123');
    expect(JSON.stringify(logged.lines)).not.toContain('zly-klucz-123');
  });

  it('the legacy "Klucz zamówień" counts when the API key is empty', async () => {
    expect(
      await check({ ...gateway.fake.settings, apiKey: '', orderKey: gateway.fake.merchant.apiKey }),
    ).toEqual({
      ok: true,
    });
  });

  it('a missing CRC key → misconfigured, naming the field', async () => {
    const result = await check({ ...gateway.fake.settings, crcKey: '' });
    expect(result).toMatchObject({ ok: false, reason: 'misconfigured' });
    expect(result.ok || result.message).toContain('Klucz CRC');
  });

  it('fake down → unreachable', async () => {
    const url = await closedGatewayUrl(() => startFakePrzelewy24Gateway());
    expect(await check(gateway.fake.settings, url)).toMatchObject({ ok: false, reason: 'unreachable' });
  });
});
