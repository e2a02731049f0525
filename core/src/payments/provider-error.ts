/**
 * Why a provider call failed, for the API to answer and log: `configuration` (missing or wrong keys: the
 * organizer must fix the settings), `rejected` (the gateway refused the request: 4xx), `unavailable` (network,
 * timeout, 5xx: worth retrying), `protocol` (an answer the provider cannot read). `userMessage` is Polish
 * and safe to show a payer; `detail` is for the log and never contains keys or signatures.
 */
export type PaymentProviderErrorCode = 'configuration' | 'rejected' | 'unavailable' | 'protocol';

export class PaymentProviderError extends Error {
  readonly code: PaymentProviderErrorCode;
  readonly userMessage: string;
  readonly detail: Record<string, unknown>;

  constructor(code: PaymentProviderErrorCode, userMessage: string, detail: Record<string, unknown> = {}) {
    super(`${code}: ${userMessage}`);
    this.name = 'PaymentProviderError';
    this.code = code;
    this.userMessage = userMessage;
    this.detail = detail;
  }
}

/** Default Polish texts for payers. */
export const PAYMENT_PROVIDER_MESSAGES = {
  configuration: 'Płatności online nie są skonfigurowane dla tego projektu. Skontaktuj się z organizatorem.',
  rejected: 'Operator płatności odrzucił płatność. Spróbuj ponownie lub wybierz inną metodę płatności.',
  unavailable: 'Operator płatności jest chwilowo niedostępny. Spróbuj ponownie za kilka minut.',
  protocol: 'Nie udało się odczytać odpowiedzi operatora płatności. Spróbuj ponownie za kilka minut.',
} as const satisfies Record<PaymentProviderErrorCode, string>;
