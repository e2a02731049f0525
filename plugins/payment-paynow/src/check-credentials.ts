import { randomUUID } from 'node:crypto';
import { type CredentialsCheck, checkCredentialsWith, type PaymentProviderContext } from '@zapisy/core';
import { paynowListRequest } from './http-client.js';
import { readPaynowSettings } from './settings.js';

export const PAYNOW_PAYMENT_METHODS_PATH = '/v3/payments/paymentmethods';

/**
 * 'Sprawdź połączenie' for Paynow: a signed `GET /v3/payments/paymentmethods` (Api-Key plus the v3
 * Signature made with the Signature-Key, so both keys are checked; 401 when either is wrong). A read:
 * a fresh Idempotency-Key each time.
 */
export function checkPaynowCredentials(context: PaymentProviderContext): Promise<CredentialsCheck> {
  return checkCredentialsWith('Paynow', () =>
    paynowListRequest(context, readPaynowSettings(context.settings), {
      method: 'GET',
      path: PAYNOW_PAYMENT_METHODS_PATH,
      idempotencyKey: randomUUID(),
    }),
  );
}
