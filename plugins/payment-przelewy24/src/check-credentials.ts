import {
  type CredentialsCheck,
  checkCredentialsWith,
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProviderContext,
  PaymentProviderError,
} from '@zapisy/core';
import { testP24Access } from './access.js';

/**
 * 'Sprawdź połączenie' for Przelewy24: `GET /api/v1/testAccess` with Basic posId:apiKey (401 for wrong
 * keys). The settings are read first, so a missing CRC key is reported before anything is sent.
 */
export function checkP24Credentials(
  context: PaymentProviderContext,
  label = 'Przelewy24',
): Promise<CredentialsCheck> {
  return checkCredentialsWith(label, async () => {
    if (!(await testP24Access(context))) {
      throw new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
        provider: 'przelewy24',
        operation: 'GET /api/v1/testAccess',
      });
    }
  });
}
