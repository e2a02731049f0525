import type { LimitScope } from './config.js';

/** What was tried too often, per scope and limit, in Polish (RateLimitedError adds 'Spróbuj ponownie za … s.'). */
export const LIMIT_SUBJECTS: Readonly<Record<LimitScope, { client: string; project: string }>> = {
  registration: {
    client: 'Z tego adresu wysłano w krótkim czasie zbyt wiele zgłoszeń',
    project: 'Formularz przyjmuje teraz zbyt wiele zgłoszeń naraz',
  },
  payment: {
    client: 'Z tego adresu rozpoczęto w krótkim czasie zbyt wiele płatności',
    project: 'Projekt przyjmuje teraz zbyt wiele płatności naraz',
  },
  upload: {
    client: 'Z tego adresu przesłano w krótkim czasie zbyt wiele plików',
    project: 'Formularz przyjmuje teraz zbyt wiele plików naraz',
  },
  'form-enter': {
    client: 'Z tego adresu otwarto formularz zbyt wiele razy',
    project: 'Formularz otwiera teraz zbyt wiele osób naraz',
  },
  'console-error': {
    client: 'Z tego adresu wysłano zbyt wiele raportów błędów',
    project: 'Zbyt wiele raportów błędów',
  },
  challenge: {
    client: 'Z tego adresu pobrano zbyt wiele zabezpieczeń formularza',
    project: 'Formularz pobiera teraz zbyt wiele zabezpieczeń naraz',
  },
};
