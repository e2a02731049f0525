import { describe, expect, it } from 'vitest';
import { PAYMENT_PROVIDER_MESSAGES, PaymentProviderError } from './provider-error.js';

describe('PaymentProviderError', () => {
  it('carries the code, the Polish message for payers and the detail for the log', () => {
    const error = new PaymentProviderError('unavailable', PAYMENT_PROVIDER_MESSAGES.unavailable, {
      httpStatus: 503,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('PaymentProviderError');
    expect(error.code).toBe('unavailable');
    expect(error.userMessage).toMatch(/chwilowo niedostępny/);
    expect(error.detail).toEqual({ httpStatus: 503 });
    expect(new PaymentProviderError('protocol', 'x').detail).toEqual({});
  });
});
