/** Default Polish messages of the spec's error catalogue (first document §8, second document §8). */
export const ErrorMessages = {
  validation: 'Wystąpiły błędy walidacji',
  business: 'Wystąpiły błędy podczas wykonywania operacji',
  forbidden: 'Brak dostępu',
  notFound: 'Nie znaleziono',
  timeout: 'Operacja trwała zbyt długo i została przerwana. Spróbuj ponownie.',
  unavailable: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
  internal: 'Wystąpił wewnętrzny błąd serwera',
  /** A JSON body nested deeper than the server reads (the list item names the limit). */
  bodyTooDeep: 'Treść żądania jest zagnieżdżona zbyt głęboko',
} as const;
