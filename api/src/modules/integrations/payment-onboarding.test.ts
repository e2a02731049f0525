import type { OrganizationIntegrations, PaymentProvider } from '@zapisy/core';
import formFieldsPlugin from '@zapisy/plugin-form-fields';
import przelewy24Plugin from '@zapisy/plugin-payment-przelewy24';
import przelewy24MarketplacePlugin from '@zapisy/plugin-payment-przelewy24-marketplace';
import {
  type FakePrzelewy24MarketplaceGateway,
  startFakePrzelewy24MarketplaceGateway,
} from '@zapisy/plugin-payment-przelewy24-marketplace/fake';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG } from '../audit/index.js';
import { ORGANIZATIONS } from '../organizations/store.js';
import { paymentFlowOf } from '../payments/app-flow.js';
import { type AccountsApp, startAccountsApp } from '../payments/testing/accounts-app.js';
import { PAYMENT_ONBOARDINGS } from './payment-onboarding.js';

/**
 * Issue 6: "plugins/payment-przelewy24-marketplace (sub-merchant registration with business types and trade
 * codes, dispatch of funds)" — the organizer registers through the platform's partner account from the
 * admin, and the seller id it gets is where its money is dispatched.
 */
let c: AccountsApp;
let fake: FakePrzelewy24MarketplaceGateway;

const PATH = '/organizations/org-a/payment-onboarding';

/** A sole trader's registration as the admin form sends it (strings, nested objects). */
const seller = {
  businessType: '2',
  name: 'Jan Kowalski Szkolenia',
  email: 'jan@szkolenia.pl',
  nip: '8567346215',
  regon: '192598184',
  phoneNumber: '501234567',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  invoiceEmail: 'faktury@szkolenia.pl',
  servicesDescription: 'Szkolenia i obozy',
  trade: 'szkol',
  contactPerson: { name: 'Jan Kowalski', email: 'jan@szkolenia.pl', phoneNumber: '501234567' },
  technicalContact: { name: 'Anna Nowak', email: 'it@szkolenia.pl', phoneNumber: '601234567' },
  address: { street: 'ul. Długa 5', postCode: '00-238', city: 'Warszawa' },
};

beforeAll(async () => {
  fake = await startFakePrzelewy24MarketplaceGateway({ notifyDelaysMs: [60_000] });
  c = await startAccountsApp(
    [translationTypes, formFieldsPlugin, przelewy24Plugin, przelewy24MarketplacePlugin],
    { PRZELEWY24: fake.url, PRZELEWY24MARKETPLACE: fake.url },
  );
  await c.docs(ORGANIZATIONS).updateOne(
    { _id: 'org-a' },
    {
      $set: {
        'integrations.paymentModule': 'przelewy24marketplace',
        'integrations.useSystemPaymentAccounts': true,
      },
    },
  );
});
afterAll(async () => {
  await c.t.close();
  await fake.close();
});

const offer = async (token = c.admin) => {
  const res = await c.call('GET', PATH, { token });
  expect(res.statusCode).toBe(200);
  return res.json().providers.find((p: { provider: string }) => p.provider === 'przelewy24marketplace');
};
const register = (payload: unknown, token = c.admin) =>
  c.call('POST', `${PATH}/przelewy24marketplace`, { token, payload });

describe('P24 Marketplace seller registration from the admin', () => {
  it("without the platform's partner account: offered with the Polish reason, and a registration is refused (409), nothing sent", async () => {
    const before = await offer();
    expect(before).toMatchObject({
      label: 'Przelewy24 Marketplace',
      title: 'Rejestracja sprzedawcy w Przelewy24 Marketplace',
      account: { source: 'system', label: 'Systemowe konto płatności' },
      available: false,
      registration: null,
    });
    expect(before.reason).toContain('Przelewy24 Marketplace');
    expect(before.schema.properties.trade.enum).toContain('szkol');
    const refused = await register(seller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(before.reason);
    expect(fake.merchants()).toEqual([]);
  });

  it("bad input → 400 with the Polish list (schema and P24's rules: NIP, phone, a representative's PESEL), nothing sent or stored", async () => {
    // The seller id and its verification are the organizer's own: no system account holds them.
    const { marketplaceMerchantId: _seller, verified: _verified, ...partner } = fake.marketplaceSettings(0);
    const saved = await c.call('PUT', '/system/payment-accounts', {
      token: c.siteAdmin,
      payload: { accounts: { przelewy24: partner } },
    });
    expect(saved.statusCode).toBe(200);
    expect(await offer()).toMatchObject({ available: true, reason: null });

    const { trade: _trade, ...withoutTrade } = seller;
    const missing = await register(withoutTrade);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.join('\n')).toMatch(/body\.trade/);

    const wrong = await register({
      ...seller,
      nip: '1234567890',
      contactPerson: { ...seller.contactPerson, phoneNumber: '12' },
      representatives: [{ name: 'Jan Kowalski', pesel: '123' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual(
      expect.arrayContaining([
        'body.nip: Nieprawidłowy numer NIP.',
        'body.contactPerson.phoneNumber: Numer telefonu osoby kontaktowej musi mieć 9 cyfr.',
        'body.representatives[0].pesel: Nieprawidłowy numer PESEL reprezentanta.',
      ]),
    );
    expect(fake.merchants()).toEqual([]);
    expect(await c.docs(PAYMENT_ONBOARDINGS).countDocuments({})).toBe(0);
  });

  it("only the organization's admins: an employee 403, another organization's admin 403, no token 401", async () => {
    expect((await c.call('GET', PATH, { token: c.employee })).statusCode).toBe(403);
    expect((await register(seller, c.employee)).statusCode).toBe(403);
    expect((await register(seller, c.stranger)).statusCode).toBe(403);
    expect((await c.call('GET', PATH)).statusCode).toBe(401);
    expect(fake.merchants()).toEqual([]);
  });

  it("registers through the system partner account: the seller id goes into the organization's settings (audited), the registration is shown, and payments are dispatched to it", async () => {
    const before = await c.docs(ORGANIZATIONS).findOne({ _id: 'org-a' });
    const res = await register(seller);
    expect(res.statusCode).toBe(201);
    const { registration, settings } = res.json();
    const merchant = fake.merchants()[0];
    expect(merchant?.body).toMatchObject({ business_type: 2, nip: '8567346215', trade: 'szkol' });
    expect(registration).toMatchObject({
      reference: String(merchant?.merchantId),
      link: expect.stringContaining(`/panel/rejestracja/${merchant?.merchantId}`),
    });
    expect(settings).toEqual({ marketplaceMerchantId: String(merchant?.merchantId) });

    const organization = await c.docs(ORGANIZATIONS).findOne({ _id: 'org-a' });
    const integrations = organization?.integrations as OrganizationIntegrations | undefined;
    expect(integrations?.accounts.przelewy24?.marketplaceMerchantId).toBe(String(merchant?.merchantId));
    // A new version of the organization: open settings forms are drawn again with the seller id.
    expect(organization?.updatedAt).not.toEqual(before?.updatedAt);
    const audit = await c
      .docs(AUDIT_LOG)
      .findOne({ organizationId: 'org-a', action: 'organization.paymentOnboarding' });
    expect(audit?.changes).toEqual([
      {
        path: 'integrations.accounts.przelewy24.marketplaceMerchantId',
        oldValue: null,
        newValue: String(merchant?.merchantId),
      },
    ]);
    expect((await offer()).registration).toMatchObject({ reference: String(merchant?.merchantId) });

    // The money path: the platform's partner keys and this organizer's seller id.
    const flow = paymentFlowOf(c.t.app);
    const provider = flow.provider('przelewy24marketplace') as PaymentProvider;
    expect((await flow.context(provider, 'org-a')).settings).toMatchObject({
      marketplaceMerchantId: String(merchant?.merchantId),
      crcKey: fake.merchant.crcKey,
    });
  });

  it('one registration per organization: a second one (also two at once) is 409 in Polish and sends nothing', async () => {
    const [a, b] = await Promise.all([register(seller), register(seller)]);
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/już zarejestrowana w Przelewy24 Marketplace \(sprzedawca nr \d+\)/);
    }
    expect(fake.merchants()).toHaveLength(1);
  });

  it('a refusal by P24 (the NIP is already a merchant) is 409 with its Polish message; the slot is released for a corrected try', async () => {
    await c.docs(PAYMENT_ONBOARDINGS).deleteMany({});
    const refused = await register(seller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Przelewy24 ma już sprzedawcę z tym numerem NIP lub PESEL. Jeśli to Twoja firma, wpisz jej identyfikator sprzedawcy w ustawieniach płatności.',
    );
    expect(await c.docs(PAYMENT_ONBOARDINGS).countDocuments({})).toBe(0);
    const corrected = await register({ ...seller, nip: '5261040828', regon: '010016565' });
    expect(corrected.statusCode).toBe(201);
    expect(fake.merchants()).toHaveLength(2);
  });

  it('a registration still being sent is 409 in Polish; one left pending by a stopped server (over 10 minutes) may be sent again', async () => {
    await c.docs(PAYMENT_ONBOARDINGS).deleteMany({});
    const claim = {
      _id: 'org-a:przelewy24marketplace',
      organizationId: 'org-a',
      provider: 'przelewy24marketplace',
      state: 'pending',
      claimedAt: new Date(),
    };
    await c.docs(PAYMENT_ONBOARDINGS).insertOne(claim);
    const busy = await register({ ...seller, nip: '9512384936', regon: '146349057' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(
      'Rejestracja jest właśnie wysyłana do operatora. Odśwież stronę za chwilę.',
    );
    const merchants = fake.merchants().length;
    expect(merchants).toBe(2);
    await c
      .docs(PAYMENT_ONBOARDINGS)
      .updateOne({ _id: claim._id }, { $set: { claimedAt: new Date(Date.now() - 11 * 60 * 1000) } });
    expect((await register({ ...seller, nip: '9512384936', regon: '146349057' })).statusCode).toBe(201);
    expect(fake.merchants()).toHaveLength(3);
  });

  it('P24 unreachable → 503 in Polish, nothing stored', async () => {
    await c.docs(PAYMENT_ONBOARDINGS).deleteMany({});
    await fake.close();
    const down = await register({ ...seller, nip: '7740001454', regon: '610188201' });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(
      'Operator płatności jest chwilowo niedostępny. Spróbuj ponownie za kilka minut.',
    );
    expect(await c.docs(PAYMENT_ONBOARDINGS).countDocuments({})).toBe(0);
  });
});
