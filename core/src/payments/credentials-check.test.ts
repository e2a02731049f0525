import { describe, expect, it } from 'vitest';
import { checkCredentialsWith, credentialsCheckFailure } from './credentials-check.js';
import { PaymentProviderError } from './provider-error.js';

describe("'Sprawdź połączenie': a failed gateway call as the organizer's reason", () => {
  it('401/403 from the gateway → unauthorized', () => {
    const error = new PaymentProviderError('rejected', 'x', { httpStatus: 401 });
    expect(credentialsCheckFailure(error, 'Paynow')).toEqual({
      ok: false,
      reason: 'unauthorized',
      message: 'Operator Paynow odrzucił podane klucze. Sprawdź identyfikatory i klucze w ustawieniach.',
    });
  });

  it('an OAuth refusal reported as configuration with the gateway status 401 → unauthorized (PayU)', () => {
    const error = new PaymentProviderError('configuration', 'x', { httpStatus: 401 });
    expect(credentialsCheckFailure(error, 'PayU')).toMatchObject({ reason: 'unauthorized' });
  });

  it('a missing field → misconfigured with the provider message, without the payer-facing closing sentence', () => {
    const error = new PaymentProviderError(
      'configuration',
      'Płatności Paynow nie są skonfigurowane: brak pola „Klucz API”. Skontaktuj się z organizatorem.',
    );
    expect(credentialsCheckFailure(error, 'Paynow')).toEqual({
      ok: false,
      reason: 'misconfigured',
      message: 'Płatności Paynow nie są skonfigurowane: brak pola „Klucz API”.',
    });
  });

  it('network, 5xx, unreadable answers and unknown errors → unreachable', () => {
    for (const error of [
      new PaymentProviderError('unavailable', 'x'),
      new PaymentProviderError('protocol', 'x'),
      new Error('boom'),
    ]) {
      expect(credentialsCheckFailure(error, 'Przelewy24')).toMatchObject({ reason: 'unreachable' });
    }
  });

  it('checkCredentialsWith: a call that resolves is ok', async () => {
    expect(await checkCredentialsWith('PayU', async () => 'token')).toEqual({ ok: true });
  });
});
