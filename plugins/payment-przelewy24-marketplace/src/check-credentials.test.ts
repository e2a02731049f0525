import { closedGatewayUrl, fakeGatewayCheck } from '@zapisy/payment-fake-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePrzelewy24MarketplaceGateway } from './fake/index.js';
import { createPrzelewy24MarketplaceProvider } from './provider.js';

const MARKETPLACE_POS = 200_002;
const gateway = fakeGatewayCheck(createPrzelewy24MarketplaceProvider(), () =>
  startFakePrzelewy24MarketplaceGateway({ posId: MARKETPLACE_POS, sellers: [700_500] }),
);
const { check } = gateway;

beforeAll(gateway.start);
afterAll(gateway.close);

function settings(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...gateway.fake.marketplaceSettings(700_500), ...overrides };
}

describe("Przelewy24 Marketplace 'Sprawdź połączenie' (testAccess on the marketplace POS)", () => {
  it('good partner keys → ok', async () => {
    expect(await check(settings())).toEqual({ ok: true });
  });

  it('bad API key → unauthorized (the fake answers 401), the key not in the answer', async () => {
    const result = await check(settings({ apiKey: 'zly-klucz-mp' }));
    expect(result).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(JSON.stringify(result)).toContain('Przelewy24 Marketplace');
    expect(JSON.stringify(result)).not.toContain('zly-klucz-mp');
  });

  it('marketplace not enabled → misconfigured with the field to fix', async () => {
    const result = await check(settings({ marketplaceEnabled: false }));
    expect(result).toMatchObject({ ok: false, reason: 'misconfigured' });
    expect(result.ok || result.message).toContain('Marketplace włączony');
  });

  it('fake down → unreachable', async () => {
    const url = await closedGatewayUrl(() =>
      startFakePrzelewy24MarketplaceGateway({ posId: MARKETPLACE_POS }),
    );
    expect(await check(settings(), url)).toMatchObject({ ok: false, reason: 'unreachable' });
  });
});
