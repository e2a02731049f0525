import { type CredentialsCheck, checkCredentialsWith, type PaymentProviderContext } from '@zapisy/core';
import { fetchToken } from './oauth.js';
import { readPayuSettings } from './settings.js';

/**
 * 'Sprawdź połączenie' for PayU: one OAuth client_credentials token request (`POST
 * /pl/standard/user/oauth/authorize`), never cached, so the keys typed in are the ones PayU judges.
 */
export function checkPayuCredentials(context: PaymentProviderContext): Promise<CredentialsCheck> {
  return checkCredentialsWith('PayU', () => fetchToken(context, readPayuSettings(context.settings)));
}
