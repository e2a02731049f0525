import { type PaymentProvider, PaymentProviderError, Tokens } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { minimalPaymentInput, paymentInputs } from './payment-inputs.js';
import { fakeProviderContext } from './provider-context.js';
import { providerFailure } from './provider-failure.js';
import { everythingSaid, ProviderLogCollector } from './provider-log.js';
import { registeredPaymentProvider } from './registered-provider.js';

describe('fakeProviderContext', () => {
  it('points a sandbox context at the fake and remembers every log line', () => {
    const context = fakeProviderContext({ baseUrl: 'http://127.0.0.1:1', settings: { apiKey: 'k' } });
    expect(context).toMatchObject({
      mode: 'sandbox',
      baseUrl: 'http://127.0.0.1:1',
      settings: { apiKey: 'k' },
    });
    context.log.warn('late', { paymentId: 'p-1' });
    context.log.info('done');
    expect(context.lines).toEqual([
      { level: 'warn', message: 'late', data: { paymentId: 'p-1' } },
      { level: 'info', message: 'done' },
    ]);
  });

  it('shares one log between contexts', () => {
    const log = new ProviderLogCollector();
    fakeProviderContext({ settings: {}, mode: 'production', log }).log.error('a');
    fakeProviderContext({ settings: {}, log }).log.error('b');
    expect(log.lines.map((line) => line.message)).toEqual(['a', 'b']);
    log.clear();
    expect(log.lines).toEqual([]);
  });
});

describe('ProviderLogCollector.assertNoSecret', () => {
  it('passes when no secret was said, and throws (without repeating it) when a line or an error holds one', () => {
    const log = new ProviderLogCollector();
    log.log.info('created', { token: 'public' });
    expect(() => log.assertNoSecret(['crc-secret-1234'])).not.toThrow();
    log.log.error('failed', { body: 'sign=crc-secret-1234' });
    expect(() => log.assertNoSecret(['crc-secret-1234'])).toThrow(/…1234/);
    const clean = new ProviderLogCollector();
    expect(() => clean.assertNoSecret(['api-key-xyz9'], [new Error('Basic api-key-xyz9')])).toThrow(/leaked/);
    expect(everythingSaid([], [new Error('m')])).toContain('"message":"m"');
  });
});

describe('providerFailure', () => {
  it('returns the PaymentProviderError and rethrows anything else', async () => {
    const error = new PaymentProviderError('rejected', 'Odrzucone', { provider: 'x', operation: 'create' });
    expect(await providerFailure(Promise.reject(error))).toBe(error);
    await expect(providerFailure(Promise.reject(new TypeError('t')))).rejects.toThrow('t');
    await expect(providerFailure(Promise.resolve(1))).rejects.toThrow('expected a PaymentProviderError');
  });
});

describe('registeredPaymentProvider', () => {
  const provider = { id: 'p' } as unknown as PaymentProvider;
  it('returns the one provider a plugin registers under Tokens.PaymentProvider', async () => {
    const plugin = {
      register: (c: { register(t: unknown, p: unknown): void }) =>
        c.register(Tokens.PaymentProvider, { useValue: provider }),
    };
    expect(await registeredPaymentProvider(plugin as never)).toBe(provider);
  });

  it('throws for no registration, two, or another token', async () => {
    await expect(registeredPaymentProvider({ register: () => undefined })).rejects.toThrow('got 0');
    const twice = {
      register: (c: { register(t: unknown, p: unknown): void }) => {
        c.register(Tokens.PaymentProvider, { useValue: provider });
        c.register(Tokens.PaymentProvider, { useValue: provider });
      },
    };
    await expect(registeredPaymentProvider(twice as never)).rejects.toThrow('got 2');
    const other = {
      register: (c: { register(t: unknown, p: unknown): void }) => c.register('x', { useValue: provider }),
    };
    await expect(registeredPaymentProvider(other as never)).rejects.toThrow('Tokens.PaymentProvider');
  });
});

describe('paymentInputs', () => {
  it('gives every input a fresh paymentId over defaults read at each call, overrides last', () => {
    let notifyUrl = 'http://127.0.0.1:1/a';
    const input = paymentInputs(
      () => ({
        amount: 100,
        currency: 'PLN',
        description: 'Obóz',
        buyer: { email: 'jan@example.pl' },
        returnUrl: 'https://r.example',
        notifyUrl,
      }),
      'mp',
    );
    const first = input();
    notifyUrl = 'http://127.0.0.1:2/b';
    const second = input({ amount: 5 });
    expect(first.paymentId).toMatch(/^mp-\d+-1$/);
    expect(second).toMatchObject({ paymentId: expect.stringMatching(/^mp-\d+-2$/), amount: 5, notifyUrl });
    expect(first.notifyUrl).toBe('http://127.0.0.1:1/a');
  });
});

describe('minimalPaymentInput', () => {
  it('is a complete input of 100 grosze in PLN, overrides last', () => {
    const input = minimalPaymentInput({ paymentId: 'p', description: 'Obóz' });
    expect(input).toMatchObject({ paymentId: 'p', amount: 100, currency: 'PLN', description: 'Obóz' });
    expect(Object.keys(input).sort()).toEqual(
      ['amount', 'buyer', 'currency', 'description', 'notifyUrl', 'paymentId', 'returnUrl'].sort(),
    );
  });
});
