import type { PluginKind } from './contract.js';

/** The plugin kinds whose calls fail with an `IntegrationError`. */
export type IntegrationKind = Extract<
  PluginKind,
  'accounting' | 'einvoice' | 'mail' | 'sms' | 'captcha' | 'document'
>;

/**
 * Why a call to an outside service failed, with the payment contract's four codes: `configuration` (missing
 * or refused keys: the organizer must fix the settings), `rejected` (the service refused the request: 4xx),
 * `unavailable` (network, timeout, 5xx: worth retrying), `protocol` (an answer the plugin cannot read).
 */
export type IntegrationErrorCode = 'configuration' | 'rejected' | 'unavailable' | 'protocol';

/**
 * Thrown by every integration contract except for outcomes its result types name (a refused bot token, an
 * SMS the gateway did not take for one number, a KSeF rejection). `userMessage` is Polish and safe to show
 * an organizer; `detail` is for the log and never holds keys, tokens or personal data.
 */
export class IntegrationError extends Error {
  readonly kind: IntegrationKind;
  readonly code: IntegrationErrorCode;
  readonly userMessage: string;
  readonly detail: Readonly<Record<string, unknown>>;

  constructor(
    kind: IntegrationKind,
    code: IntegrationErrorCode,
    userMessage: string = INTEGRATION_ERROR_MESSAGES[kind][code],
    detail: Readonly<Record<string, unknown>> = {},
  ) {
    super(`${kind} ${code}: ${userMessage}`);
    this.name = 'IntegrationError';
    this.kind = kind;
    this.code = code;
    this.userMessage = userMessage;
    this.detail = detail;
  }
}

export function isIntegrationError(error: unknown): error is IntegrationError {
  return error instanceof IntegrationError;
}

const TRY_LATER = 'Spróbuj ponownie za kilka minut.';

/** Default Polish texts per kind and code, for organizers (and for payers where a form shows them). */
export const INTEGRATION_ERROR_MESSAGES = {
  accounting: {
    configuration:
      'Serwis księgowy nie jest skonfigurowany. Uzupełnij jego klucze w ustawieniach organizacji.',
    rejected: 'Serwis księgowy odrzucił dokument. Sprawdź dane faktury i spróbuj ponownie.',
    unavailable: `Serwis księgowy jest chwilowo niedostępny. ${TRY_LATER}`,
    protocol: `Nie udało się odczytać odpowiedzi serwisu księgowego. ${TRY_LATER}`,
  },
  einvoice: {
    configuration:
      'Wysyłka do KSeF nie jest skonfigurowana. Uzupełnij token KSeF w ustawieniach organizacji.',
    rejected: 'KSeF odrzucił fakturę. Sprawdź dane faktury i spróbuj ponownie.',
    unavailable: `KSeF jest chwilowo niedostępny. ${TRY_LATER}`,
    protocol: `Nie udało się odczytać odpowiedzi KSeF. ${TRY_LATER}`,
  },
  mail: {
    configuration: 'Wysyłka e-maili nie jest skonfigurowana. Uzupełnij ustawienia serwera poczty.',
    rejected: 'Serwer poczty odrzucił wiadomość. Sprawdź adresy odbiorców i treść wiadomości.',
    unavailable: `Serwer poczty jest chwilowo niedostępny. ${TRY_LATER}`,
    protocol: `Nie udało się odczytać odpowiedzi serwera poczty. ${TRY_LATER}`,
  },
  sms: {
    configuration:
      'Wysyłka SMS nie jest skonfigurowana. Uzupełnij klucze bramki SMS w ustawieniach organizacji.',
    rejected: 'Bramka SMS odrzuciła wiadomość. Sprawdź numer telefonu, nadawcę i treść.',
    unavailable: `Bramka SMS jest chwilowo niedostępna. ${TRY_LATER}`,
    protocol: `Nie udało się odczytać odpowiedzi bramki SMS. ${TRY_LATER}`,
  },
  captcha: {
    configuration: 'Zabezpieczenie przed botami nie jest skonfigurowane. Skontaktuj się z organizatorem.',
    rejected: 'Usługa zabezpieczenia przed botami odrzuciła zapytanie. Odśwież stronę i spróbuj ponownie.',
    unavailable: 'Usługa zabezpieczenia przed botami jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
    protocol:
      'Nie udało się odczytać odpowiedzi usługi zabezpieczenia przed botami. Spróbuj ponownie za chwilę.',
  },
  document: {
    configuration: 'Tworzenie dokumentów PDF nie jest skonfigurowane.',
    rejected: 'Nie udało się utworzyć dokumentu z tego szablonu. Sprawdź szablon i dane dokumentu.',
    unavailable: `Tworzenie dokumentów PDF jest chwilowo niedostępne. ${TRY_LATER}`,
    protocol: `Nie udało się odczytać dokumentu PDF. ${TRY_LATER}`,
  },
} as const satisfies Record<IntegrationKind, Record<IntegrationErrorCode, string>>;
