import { type PaymentAccountSource, PaymentProviderError } from '@zapisy/core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../storage/index.js';
import { adapters } from '../../storage/testing/adapters.js';
import type { PaymentFlowDeps } from './payment-flow-deps.js';
import { insertPayments, moneyStores, paymentRecord, TENANT } from './testing/money-fixture.js';
import { createTestProvider, signTestNotification } from './testing/test-provider.js';
import { verifyNotification } from './verify-notification.js';

const silent = { info() {}, warn() {}, error() {} };
const provider = createTestProvider();
/** Each stored account of the project signs with its own key; 'system' is the one in use. */
const KEYS: Record<PaymentAccountSource, string> = {
  system: 'klucz-systemowy',
  organization: 'klucz-organizacji',
  project: 'klucz-projektu',
};

function depsFor(store: Store, stored: PaymentAccountSource[], asked: string[]): PaymentFlowDeps {
  const contextOf = (source: PaymentAccountSource) => {
    asked.push(source);
    return Promise.resolve({
      settings: { signKey: KEYS[source] },
      mode: 'sandbox' as const,
      http: async () => {
        throw new Error('no network in tests');
      },
      log: silent,
      now: () => new Date(),
    });
  };
  return {
    store,
    provider: () => provider,
    context: () => contextOf(stored[0] as PaymentAccountSource),
    notificationAccounts: async () => ({
      current: {
        source: stored[0] as PaymentAccountSource,
        context: () => contextOf(stored[0] as PaymentAccountSource),
      },
      other: async (source) => (stored.includes(source) ? contextOf(source) : null),
    }),
    now: () => new Date(),
    log: silent,
    maxAttempts: 3,
  };
}

function signed(paymentId: string, key: string) {
  const rawBody = JSON.stringify({ paymentId, status: 'COMPLETED', amount: 10_000, currency: 'PLN' });
  return { rawBody, headers: { 'x-test-signature': signTestNotification(rawBody, key) } };
}

for (const adapter of adapters.filter((a) => a.enabled)) {
  describe(`a notification is verified with the account its payment was created on (${adapter.name})`, () => {
    const stores = moneyStores(adapter);
    let store: Store;
    beforeEach(async () => {
      store = await stores.fresh();
      await insertPayments(
        store,
        { ...paymentRecord('z-systemu', 10_000), provider: provider.id, accountSource: 'system' },
        { ...paymentRecord('z-organizacji', 10_000), provider: provider.id, accountSource: 'organization' },
        { ...paymentRecord('sprzed-zmian', 10_000), provider: provider.id },
      );
    });
    afterAll(stores.close);

    it('the account in use verifies its own payments; the other accounts are not even decrypted', async () => {
      const asked: string[] = [];
      const deps = depsFor(store, ['system', 'organization'], asked);
      const result = await verifyNotification(deps, provider, TENANT, signed('z-systemu', KEYS.system));
      expect(result.accepted).toBe(true);
      expect(asked).toEqual(['system']);
    });

    it("a payment created on the organization's account before the switch to system accounts: accepted with the organization's key", async () => {
      const deps = depsFor(store, ['system', 'organization'], []);
      const result = await verifyNotification(
        deps,
        provider,
        TENANT,
        signed('z-organizacji', KEYS.organization),
      );
      expect(result.accepted).toBe(true);
    });

    it("another stored account of the project signing is rejected (401): the organization's key for a system payment, the system key for an organization payment", async () => {
      const deps = depsFor(store, ['system', 'organization'], []);
      for (const [id, key] of [
        ['z-systemu', KEYS.organization],
        ['z-organizacji', KEYS.system],
      ] as const) {
        const result = await verifyNotification(deps, provider, TENANT, signed(id, key));
        expect(result).toMatchObject({ accepted: false, httpStatus: 401 });
      }
    });

    it('a payment whose account is no longer stored, one from before accounts were recorded, or an unknown one: only the account in use', async () => {
      const deps = depsFor(store, ['system', 'organization'], []);
      expect(
        (await verifyNotification(deps, provider, TENANT, signed('sprzed-zmian', KEYS.system))).accepted,
      ).toBe(true);
      expect(
        (await verifyNotification(deps, provider, TENANT, signed('nieznana', KEYS.system))).accepted,
      ).toBe(true);
      const projectGone = depsFor(store, ['system'], []);
      await insertPayments(store, {
        ...paymentRecord('z-projektu', 10_000),
        provider: provider.id,
        accountSource: 'project',
      });
      expect(
        (await verifyNotification(projectGone, provider, TENANT, signed('z-projektu', KEYS.system))).accepted,
      ).toBe(true);
      expect(
        (await verifyNotification(deps, provider, TENANT, signed('nieznana', KEYS.organization))).accepted,
      ).toBe(false);
    });

    it('an unreadable body is 400 at once: no other account is tried', async () => {
      const asked: string[] = [];
      const deps = depsFor(store, ['system', 'organization'], asked);
      const rawBody = '{nie json';
      const result = await verifyNotification(deps, provider, TENANT, {
        rawBody,
        headers: { 'x-test-signature': signTestNotification(rawBody, KEYS.system) },
      });
      expect(result).toMatchObject({ accepted: false, httpStatus: 400 });
      expect(asked).toEqual(['system']);
    });
  });
}

describe('a provider that throws its missing settings', () => {
  it('a thrown configuration error is the not-configured answer (404), never a server error', async () => {
    const throwing = {
      ...provider,
      parseNotification: async () => {
        throw new PaymentProviderError('configuration', 'Płatności Test nie są skonfigurowane');
      },
    };
    const deps = {
      ...depsFor(undefined as unknown as Store, ['system'], []),
      notificationAccounts: undefined,
    } as PaymentFlowDeps;
    expect(await verifyNotification(deps, throwing, TENANT, signed('p', 'k'))).toMatchObject({
      accepted: false,
      httpStatus: 404,
    });
  });
});
