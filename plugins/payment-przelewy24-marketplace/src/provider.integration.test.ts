import type { PaymentNotificationEvent, PaymentProviderContext } from '@zapisy/core';
import {
  fakeProviderContext,
  minimalPaymentInput,
  ProviderLogCollector,
  paymentInputs,
  providerFailure,
} from '@zapisy/payment-fake-kit';
import { type NotificationSink, startNotificationSink } from '@zapisy/plugin-payment-przelewy24/fake';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakePrzelewy24MarketplaceGateway,
  startFakePrzelewy24MarketplaceGateway,
} from './fake/index.js';
import { findP24Merchant, registerP24Merchant } from './merchant-registration.js';
import type { MerchantRegistrationInput } from './merchant-validation.js';
import { createPrzelewy24MarketplaceProvider } from './provider.js';

const provider = createPrzelewy24MarketplaceProvider();
const SELLER = 700_500;
const MARKETPLACE_POS = 200_002;
let fake: FakePrzelewy24MarketplaceGateway;
let sink: NotificationSink;
const logged = new ProviderLogCollector();

function settings(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...fake.marketplaceSettings(SELLER, 2.5), ...overrides };
}

function context(s: Record<string, unknown> = settings()): PaymentProviderContext {
  return fakeProviderContext({ baseUrl: fake.url, settings: s, mode: 'production', log: logged });
}

const paymentInput = paymentInputs(
  () => ({
    amount: 10000,
    currency: 'PLN',
    description: 'Obóz',
    buyer: { email: 'jan@example.pl' },
    returnUrl: 'https://zapisy.example/powrot',
    notifyUrl: `${sink.url}/notify`,
  }),
  'mp',
);

async function paidPayment(amount = 10000) {
  const input = paymentInput({ amount });
  const { paymentId } = input;
  await provider.createPayment(input, context());
  await fake.settle(paymentId, 'paid');
  const last = sink.received().at(-1);
  const parsed = await provider.parseNotification({ rawBody: last?.rawBody ?? '', headers: {} }, context());
  if (!parsed.accepted) throw new Error(parsed.reason);
  return { paymentId, event: parsed.event as PaymentNotificationEvent };
}

const registration: MerchantRegistrationInput = {
  businessType: 2,
  name: 'Jan Kowalski Szkolenia',
  email: 'jan@szkolenia.pl',
  nip: '8567346215',
  regon: '192598184',
  phoneNumber: '501234567',
  bankAccount: 'PL61109010140000071219812874',
  invoiceEmail: 'faktury@szkolenia.pl',
  servicesDescription: 'Szkolenia i obozy',
  trade: 'szkol',
  contactPerson: { name: 'Jan Kowalski', email: 'jan@szkolenia.pl', phoneNumber: '501234567' },
  technicalContact: { name: 'Jan Kowalski', email: 'jan@szkolenia.pl', phoneNumber: '501234567' },
  address: { street: 'ul. Długa 5', postCode: '00-238', city: 'Warszawa' },
};

beforeEach(async () => {
  logged.clear();
  sink = await startNotificationSink();
  fake = await startFakePrzelewy24MarketplaceGateway({
    merchantId: 100_100,
    posId: MARKETPLACE_POS,
    sellers: [SELLER],
    notifyDelaysMs: [60_000],
    refundNotifyDelayMs: 5,
  });
});

afterEach(async () => {
  await fake.close();
  await sink.close();
  logged.assertNoSecret([fake.merchant.apiKey, fake.merchant.crcKey]);
});

describe('Przelewy24 Marketplace against the fake', () => {
  it('registers on the marketplace POS, verifies, and dispatches the organizer’s share', async () => {
    const { paymentId, event } = await paidPayment(10000);
    expect(fake.payment(paymentId)).toMatchObject({ posId: MARKETPLACE_POS, merchantId: 100_100 });
    expect(event.status).toBe('WAITING FOR CONFIRMATION');
    const confirmed = await provider.confirmPayment?.(
      {
        paymentId,
        ...(event.providerData ? { providerData: event.providerData } : {}),
        amount: 10000,
        currency: 'PLN',
      },
      context(),
    );
    expect(confirmed).toMatchObject({
      status: 'COMPLETED',
      amount: 10000,
      providerData: {
        sellerId: SELLER,
        dispatchedAmount: 9750,
        dispatched: 1,
        orderIdNew: expect.any(Number),
      },
    });
    expect(fake.dispatches()).toEqual([
      expect.objectContaining({
        orderId: event.providerData?.orderId,
        sessionId: paymentId,
        sellerId: SELLER,
        amount: 9750,
      }),
    ]);
  });

  it('a failed dispatch keeps the verified payment COMPLETED, marks it undispatched and logs no keys', async () => {
    const { paymentId } = await paidPayment(5000);
    const confirmed = await provider.confirmPayment?.(
      { paymentId, amount: 5000, currency: 'PLN' },
      context(settings({ marketplaceMerchantId: '123' })),
    );
    expect(confirmed).toMatchObject({ status: 'COMPLETED', providerData: { dispatched: 0, sellerId: 123 } });
    expect(fake.payment(paymentId)?.status).toBe('verified');
    expect(logged.lines).toEqual([
      expect.objectContaining({ level: 'warn', message: 'P24 marketplace: funds not dispatched' }),
    ]);
  });

  it('refunds a dispatched payment through multiStore/refund, charging the seller proportionally', async () => {
    const { paymentId, event } = await paidPayment(10000);
    const confirmed = await provider.confirmPayment?.(
      { paymentId, amount: 10000, currency: 'PLN' },
      context(),
    );
    const base = {
      paymentId,
      paymentAmount: 10000,
      currency: 'PLN',
      description: 'Zwrot',
      notifyUrl: `${sink.url}/refund`,
    };
    const result = await provider.refund(
      {
        ...base,
        refundId: 'mref-1',
        amount: 4000,
        ...(confirmed?.providerData ? { providerData: confirmed.providerData } : {}),
      },
      context(),
    );
    expect(result.status).toBe('pending');
    expect(fake.refunds()).toEqual([
      expect.objectContaining({ refundsUuid: 'mref-1', amount: 4000, orderId: event.providerData?.orderId }),
    ]);
    await sink.waitFor(2);
    const parsed = await provider.parseNotification(
      { rawBody: sink.received().at(-1)?.rawBody ?? '', headers: {} },
      context(),
    );
    expect(parsed).toMatchObject({
      accepted: true,
      event: { type: 'refund', refundId: 'mref-1', amount: 4000, status: 'completed' },
    });
    // The rest, without an amount: 6000 gr.
    await provider.refund(
      {
        ...base,
        refundId: 'mref-2',
        ...(confirmed?.providerData ? { providerData: confirmed.providerData } : {}),
        amount: 6000,
      },
      context(),
    );
    expect(fake.payment(paymentId)?.refunded).toBe(10000);
  });

  it('refunds an undispatched payment as a plain P24 refund (full)', async () => {
    const { paymentId } = await paidPayment(3000);
    const confirmed = await provider.confirmPayment?.(
      { paymentId, amount: 3000, currency: 'PLN' },
      context(settings({ marketplaceMerchantId: '123' })),
    );
    await provider.refund(
      {
        paymentId,
        refundId: 'plain-1',
        paymentAmount: 3000,
        currency: 'PLN',
        description: 'Zwrot',
        notifyUrl: `${sink.url}/r`,
        ...(confirmed?.providerData ? { providerData: confirmed.providerData } : {}),
      },
      context(),
    );
    expect(fake.refunds()).toEqual([expect.objectContaining({ refundsUuid: 'plain-1', amount: 3000 })]);
  });

  it('registers a sub-merchant, finds it by NIP, and refuses a second registration', async () => {
    const result = await registerP24Merchant(registration, context());
    expect(result.merchantId).toBeGreaterThan(0);
    expect(result.link).toContain(String(result.merchantId));
    expect(fake.merchants()[0]?.body).toMatchObject({
      business_type: 2,
      nip: '8567346215',
      trade: 'szkol',
      bank_account: '61109010140000071219812874',
    });
    expect(await findP24Merchant('nip', '8567346215', context())).toEqual([String(result.merchantId)]);
    expect(await findP24Merchant('nip', '1234563218', context())).toEqual([]);
    const again = await providerFailure(registerP24Merchant(registration, context()));
    expect(again).toMatchObject({
      code: 'rejected',
      detail: { httpStatus: 400, gatewayError: 'Merchant already exists' },
    });
    // The new sub-merchant can receive funds.
    const { paymentId } = await paidPayment(2000);
    const confirmed = await provider.confirmPayment?.(
      { paymentId, amount: 2000, currency: 'PLN' },
      context(settings({ marketplaceMerchantId: String(result.merchantId), cost: 0 })),
    );
    expect(confirmed?.providerData).toMatchObject({
      dispatched: 1,
      dispatchedAmount: 2000,
      sellerId: result.merchantId,
    });
  });

  it('refuses invalid registrations in Polish before calling P24', async () => {
    const error = await providerFailure(registerP24Merchant({ ...registration, regon: '' }, context()));
    expect(error.code).toBe('rejected');
    expect(error.userMessage).toBe('Podaj numer REGON.');
    expect(error.detail.issues).toEqual([{ field: 'regon', message: 'Podaj numer REGON.' }]);
    expect(fake.merchants()).toHaveLength(0);
  });

  it('a wrong partner key is the gateway’s 401, with neither keys nor NIP in the error', async () => {
    const wrongKey = await providerFailure(
      registerP24Merchant(registration, context(settings({ apiKey: 'nope-secret' }))),
    );
    expect(wrongKey.detail).toMatchObject({ httpStatus: 401, gatewayError: 'Incorrect authentication' });
    expect(JSON.stringify(wrongKey.detail)).not.toContain('nope-secret');
    expect(JSON.stringify(wrongKey.detail)).not.toContain('8567346215');
  });

  it('configuration errors in Polish: marketplace disabled, no seller, unverified account', async () => {
    const input = minimalPaymentInput({ paymentId: 'x' });
    const disabled = await providerFailure(
      provider.createPayment(input, context(settings({ marketplaceEnabled: false }))),
    );
    expect(disabled.userMessage).toBe(
      'Przelewy24 Marketplace nie jest włączony: zaznacz pole „Marketplace włączony” w ustawieniach płatności.',
    );
    const noSeller = await providerFailure(
      provider.createPayment(input, context(settings({ marketplaceMerchantId: '' }))),
    );
    expect(noSeller.userMessage).toContain('„Identyfikator sprzedawcy w marketplace”');
    const unverified = await providerFailure(
      provider.createPayment(input, context(settings({ verified: false }))),
    );
    expect(unverified).toMatchObject({ code: 'configuration', detail: { field: 'verified' } });
    const badCost = await providerFailure(provider.createPayment(input, context(settings({ cost: 150 }))));
    expect(badCost.detail.field).toBe('cost');
    expect(fake.payments()).toHaveLength(0);
  });

  it('declares the shared przelewy24 settings group with the marketplace fields', () => {
    expect(provider).toMatchObject({ id: 'przelewy24marketplace', settingsKey: 'przelewy24' });
    expect(Object.keys(provider.settingsSchema.properties).sort()).toEqual(
      [
        'apiKey',
        'cost',
        'crcKey',
        'marketplaceEnabled',
        'marketplaceMerchantId',
        'marketplacePosId',
        'merchantId',
        'orderKey',
        'posId',
        'verified',
      ].sort(),
    );
  });
});

describe('P24 Marketplace dispatch retry (followUp): "a dispatch already done is never sent twice"', () => {
  async function confirmedWithFailedDispatch(amount: number) {
    const { paymentId, event } = await paidPayment(amount);
    fake.failDispatches(1);
    const confirmed = await provider.confirmPayment?.(
      {
        paymentId,
        ...(event.providerData ? { providerData: event.providerData } : {}),
        amount,
        currency: 'PLN',
      },
      context(),
    );
    expect(confirmed?.providerData).toMatchObject({ dispatched: 0 });
    expect(provider.needsFollowUp?.(confirmed?.providerData)).toBe(true);
    return { paymentId, providerData: confirmed?.providerData ?? {} };
  }

  it('the fake fails the first dispatch; followUp dispatches once; a second followUp sends nothing', async () => {
    const { paymentId, providerData } = await confirmedWithFailedDispatch(10000);
    expect(fake.dispatches()).toEqual([]);
    const first = await provider.followUp?.(
      { paymentId, providerData, amount: 10000, currency: 'PLN' },
      context(),
    );
    expect(first).toEqual({
      done: true,
      providerData: expect.objectContaining({ dispatched: 1, dispatchedAmount: 9750, sellerId: SELLER }),
    });
    expect(provider.needsFollowUp?.(first?.providerData)).toBe(false);
    const again = await provider.followUp?.(
      { paymentId, providerData: first?.providerData ?? {}, amount: 10000, currency: 'PLN' },
      context(),
    );
    expect(again?.done).toBe(true);
    expect(fake.dispatches()).toHaveLength(1);
  });

  it('an answer lost on the way (done at P24, still 0 here): dispatchInfo finds it, nothing is sent again', async () => {
    const { paymentId, providerData } = await confirmedWithFailedDispatch(4000);
    await provider.followUp?.({ paymentId, providerData, amount: 4000, currency: 'PLN' }, context());
    const stale = await provider.followUp?.(
      { paymentId, providerData, amount: 4000, currency: 'PLN' },
      context(),
    );
    expect(stale).toMatchObject({
      done: true,
      providerData: { dispatched: 1, orderIdNew: expect.any(Number) },
    });
    expect(fake.dispatches()).toHaveLength(1);
  });

  it('P24 still down: followUp throws an "unavailable" PaymentProviderError for the API to retry', async () => {
    const { paymentId, providerData } = await confirmedWithFailedDispatch(3000);
    fake.failDispatches(1);
    const error = await providerFailure(
      provider.followUp?.({ paymentId, providerData, amount: 3000, currency: 'PLN' }, context()) ??
        Promise.resolve(),
    );
    expect(error.code).toBe('unavailable');
    expect(fake.dispatches()).toEqual([]);
  });
});
