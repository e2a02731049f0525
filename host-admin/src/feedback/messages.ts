/** Polish texts of the spec's client error handling (first document §8) and generic wrapper messages. */
export const FeedbackMessages = {
  background: 'Przetwarzanie w tle',
  businessTitle: 'Nie można wykonać operacji',
  validationModal: 'Niepoprawna operacja.',
  http500Modal: 'HTTP 500 - Wystąpił wewnętrzny błąd serwera!!!',
  timeoutTitle: 'Przekroczenie czasu oczekiwania',
  timeoutMessage: 'Operacja trwała zbyt długo i została przerwana. Spróbuj ponownie.',
  unexpectedTitle: 'Wystąpił nieoczekiwany błąd',
  contactAdmin: 'Skontaktuj się z administratorem!',
  success: 'Zapisano zmiany',
  failure: 'Wystąpił błąd podczas wykonywania operacji',
} as const;

const pluralRules = new Intl.PluralRules('pl');

/** 'Rozpoczęto przetwarzanie w tle: 1 element / 3 elementy / 5 elementów'. */
export function backgroundCountMessage(count: number): string {
  const form = pluralRules.select(count);
  const noun = form === 'one' ? 'element' : form === 'few' ? 'elementy' : 'elementów';
  return `Rozpoczęto przetwarzanie w tle: ${count} ${noun}`;
}
