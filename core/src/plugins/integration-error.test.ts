import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payments/provider-error.js';
import { BOT_REFUSAL_MESSAGES, botRefusal } from './bot-protection.js';
import { INTEGRATION_ERROR_MESSAGES, IntegrationError, isIntegrationError } from './integration-error.js';

describe('IntegrationError — the payment contract’s four codes for every other integration', () => {
  it('carries the kind, the code and the default Polish message of that kind', () => {
    const error = new IntegrationError('sms', 'unavailable');
    expect(error).toBeInstanceOf(Error);
    expect(isIntegrationError(error)).toBe(true);
    expect(error.kind).toBe('sms');
    expect(error.code).toBe('unavailable');
    expect(error.userMessage).toBe('Bramka SMS jest chwilowo niedostępna. Spróbuj ponownie za kilka minut.');
    expect(error.message).toBe(`sms unavailable: ${error.userMessage}`);
    expect(error.detail).toEqual({});
  });

  it('takes a specific Polish message and log detail', () => {
    const error = new IntegrationError('einvoice', 'rejected', 'Duplikat faktury', { code: 440 });
    expect(error.userMessage).toBe('Duplikat faktury');
    expect(error.detail).toEqual({ code: 440 });
  });

  it('is not a payment provider error (the API tells them apart)', () => {
    expect(isIntegrationError(new PaymentProviderError('rejected', 'x'))).toBe(false);
  });

  it('has a Polish message for every kind and code', () => {
    for (const byCode of Object.values(INTEGRATION_ERROR_MESSAGES)) {
      expect(Object.keys(byCode)).toEqual(['configuration', 'rejected', 'unavailable', 'protocol']);
      for (const text of Object.values(byCode)) expect(text).toMatch(/^[A-ZŁŚŻ].*\.$/);
    }
  });
});

describe('botRefusal', () => {
  it('is a refusal with its Polish message, and the score when there is one', () => {
    expect(botRefusal('expired')).toEqual({
      ok: false,
      reason: 'expired',
      message: BOT_REFUSAL_MESSAGES.expired,
    });
    expect(botRefusal('low-score', 0.1)).toEqual({
      ok: false,
      reason: 'low-score',
      message: BOT_REFUSAL_MESSAGES['low-score'],
      score: 0.1,
    });
  });
});
