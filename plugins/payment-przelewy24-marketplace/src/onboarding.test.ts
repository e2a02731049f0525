import { PaymentProviderError } from '@zapisy/core';
import { fakeProviderContext } from '@zapisy/payment-fake-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakePrzelewy24MarketplaceGateway,
  startFakePrzelewy24MarketplaceGateway,
} from './fake/index.js';
import {
  merchantInputOf,
  ONBOARDING_REFUSALS,
  P24_ONBOARDING_SCHEMA,
  p24MarketplaceOnboarding,
} from './onboarding.js';
import { P24_TRADE_CODES } from './trades.js';

/** The admin form's values: strings, nested objects, an empty correspondence address left as typed. */
const values = {
  businessType: '8',
  name: 'Szkoła Tańca Sp. z o.o.',
  email: 'biuro@taniec.pl',
  nip: '5261040828',
  regon: '010016565',
  krs: '0000123456',
  phoneNumber: '221234567',
  bankAccount: '61 1090 1014 0000 0712 1981 2874',
  invoiceEmail: 'faktury@taniec.pl',
  shopUrl: 'https://taniec.pl',
  trade: 'szkol',
  representatives: [{ name: 'Anna Nowak', pesel: '44051401359' }],
  contactPerson: { name: 'Anna Nowak', email: 'anna@taniec.pl', phoneNumber: '601234567' },
  technicalContact: { name: 'Piotr Wiśniewski', email: 'it@taniec.pl', phoneNumber: '602234567' },
  address: { street: 'ul. Długa 5', postCode: '00-238', city: 'Warszawa' },
  correspondenceAddress: { street: '', postCode: '', city: '' },
};

let fake: FakePrzelewy24MarketplaceGateway;
const context = () =>
  fakeProviderContext({ baseUrl: fake.url, settings: fake.marketplaceSettings(0), mode: 'production' });

beforeAll(async () => {
  fake = await startFakePrzelewy24MarketplaceGateway({ notifyDelaysMs: [60_000] });
});
afterAll(async () => fake.close());

describe('P24 Marketplace onboarding (sub-merchant registration from the admin form)', () => {
  it("the form offers P24's 10 business types and 92 trade codes with Polish labels (value: Label; …)", () => {
    const { businessType, trade } = P24_ONBOARDING_SCHEMA.properties;
    expect(businessType.enum).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(businessType.description).toContain('8: Spółka z ograniczoną odpowiedzialnością');
    // P24 has no church legal entity: its 10 is the cooperative (core's 11).
    expect(businessType.description).toMatch(/; 10: Spółdzielnia$/);
    expect(trade.enum).toHaveLength(92);
    expect(trade.enum).toEqual([...P24_TRADE_CODES]);
    expect(trade.description).toContain('szkol: ');
  });

  it("maps the form to P24's input: businessType as the number, an empty correspondence address left out", () => {
    const input = merchantInputOf(values);
    expect(input.businessType).toBe(8);
    expect(input).not.toHaveProperty('correspondenceAddress');
    expect(
      merchantInputOf({ ...values, correspondenceAddress: { ...values.address, city: 'Kraków' } })
        .correspondenceAddress,
    ).toMatchObject({ city: 'Kraków' });
    expect(p24MarketplaceOnboarding.validate(values)).toEqual([]);
    expect(p24MarketplaceOnboarding.validate({ ...values, krs: '' })).toEqual([
      { field: 'krs', message: 'Podaj numer KRS (wymagany dla tego rodzaju działalności).' },
    ]);
  });

  it("registers on the fake and answers the seller id to store as marketplaceMerchantId, with P24's link", async () => {
    const result = await p24MarketplaceOnboarding.register(values, context());
    const merchant = fake.merchants().at(-1);
    expect(result).toEqual({
      reference: String(merchant?.merchantId),
      settings: { marketplaceMerchantId: String(merchant?.merchantId) },
      link: expect.stringContaining(`/panel/rejestracja/${merchant?.merchantId}`),
    });
    expect(merchant?.body).toMatchObject({
      business_type: 8,
      krs: '0000123456',
      shop_url: 'https://taniec.pl',
    });
  });

  it("P24's refusal in Polish: a NIP already registered, a field P24 names", async () => {
    const again = await p24MarketplaceOnboarding.register(values, context()).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(PaymentProviderError);
    expect((again as PaymentProviderError).userMessage).toBe(ONBOARDING_REFUSALS.exists);
    // The fake answers like P24 for a parameter it rejects: 'Incorrect parameter: … | (contact_person)'.
    const odd = await p24MarketplaceOnboarding
      .register({ ...values, nip: '7740001454', regon: '610188201', contactPerson: 'x' as never }, context())
      .catch((error: unknown) => error);
    expect((odd as PaymentProviderError).userMessage).toMatch(/^(Przelewy24 odrzuciło rejestrację|Podaj)/);
  });
});
