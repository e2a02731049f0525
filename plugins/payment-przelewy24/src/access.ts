import type { PaymentProviderContext } from '@zapisy/core';
import { p24Call } from './client.js';
import { readP24Credentials } from './settings.js';

/**
 * `GET /api/v1/testAccess` → {"data": true}: checks the POS ID and API key (not the CRC key) for the
 * settings form's "sprawdź połączenie". Throws the usual PaymentProviderError (401 → 'rejected').
 */
export async function testP24Access(context: PaymentProviderContext): Promise<boolean> {
  const result = await p24Call(context, readP24Credentials(context.settings), 'GET', '/api/v1/testAccess');
  return (
    typeof result.body === 'object' &&
    result.body !== null &&
    (result.body as { data?: unknown }).data === true
  );
}
