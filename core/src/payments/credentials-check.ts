import type { CredentialsCheck } from '../plugins/integration-provider.js';
import { PaymentProviderError } from './provider-error.js';

/** The organizer's texts of 'Sprawdź połączenie' (the settings form), `label` being the provider's. */
export const CREDENTIALS_CHECK_MESSAGES = {
  ok: 'Połączenie działa',
  unauthorized: (label: string) =>
    `Operator ${label} odrzucił podane klucze. Sprawdź identyfikatory i klucze w ustawieniach.`,
  unreachable: (label: string) =>
    `Nie udało się połączyć z operatorem ${label}. Spróbuj ponownie za kilka minut.`,
  refused: (label: string) => `Operator ${label} odrzucił zapytanie. Sprawdź ustawienia płatności.`,
  unsupported: (label: string) => `Operator ${label} nie pozwala sprawdzić połączenia.`,
} as const;

const REFUSED_KEYS = new Set([400, 401, 403]);

/** A payer-facing configuration message made organizer-facing: they are the organizer. */
function forOrganizer(message: string): string {
  return message.replace(/\s*Skontaktuj się z organizatorem\.?$/, '');
}

/**
 * What a failed check call means for the organizer: a 401/403 (or an OAuth refusal) is 'unauthorized', a
 * network error, 5xx or unreadable answer 'unreachable', a missing or invalid field 'misconfigured'.
 */
export function credentialsCheckFailure(error: unknown, label: string): CredentialsCheck {
  if (!(error instanceof PaymentProviderError)) {
    return { ok: false, reason: 'unreachable', message: CREDENTIALS_CHECK_MESSAGES.unreachable(label) };
  }
  const httpStatus = error.detail.httpStatus;
  switch (error.code) {
    case 'configuration':
      // PayU reports refused OAuth keys as a configuration problem, with the gateway's status.
      return typeof httpStatus === 'number' && REFUSED_KEYS.has(httpStatus)
        ? { ok: false, reason: 'unauthorized', message: CREDENTIALS_CHECK_MESSAGES.unauthorized(label) }
        : { ok: false, reason: 'misconfigured', message: forOrganizer(error.userMessage) };
    case 'rejected':
      return httpStatus === 401 || httpStatus === 403
        ? { ok: false, reason: 'unauthorized', message: CREDENTIALS_CHECK_MESSAGES.unauthorized(label) }
        : { ok: false, reason: 'misconfigured', message: CREDENTIALS_CHECK_MESSAGES.refused(label) };
    default:
      return { ok: false, reason: 'unreachable', message: CREDENTIALS_CHECK_MESSAGES.unreachable(label) };
  }
}

/** Runs `call` (the gateway's cheapest authenticated request) and turns its outcome into a check. */
export async function checkCredentialsWith(
  label: string,
  call: () => Promise<unknown>,
): Promise<CredentialsCheck> {
  try {
    await call();
    return { ok: true };
  } catch (error) {
    return credentialsCheckFailure(error, label);
  }
}
