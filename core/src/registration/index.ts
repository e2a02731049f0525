export {
  type AcceptedConsent,
  acceptConsents,
  CONSENT_IDS,
  CONSENT_LABELS,
  CONSENT_MISSING_MESSAGES,
  type ConsentId,
  defaultPrivacyClause,
  type PageOrganizer,
  type PublicConsent,
  projectConsents,
} from './consents.js';
export { isPricedField, pricedFieldAmount, pricedFieldLines } from './priced-fields.js';
export { productFieldNames, productLines } from './product-lines.js';
export {
  FORM_TYPES,
  type FormType,
  type PublicForm,
  type PublicFormAvailability,
  type PublicProduct,
} from './public-form.js';
export type { PublicPage } from './public-page.js';
export {
  chosenInstallmentsDefinition,
  INSTALLMENTS_SELECT_FIELD,
  quoteInstallments,
} from './quote-installments.js';
export { type QuoteRegistrationOptions, quoteRegistration } from './quote-registration.js';
export type {
  QuoteFieldLine,
  QuoteProductLine,
  RegistrationQuote,
  RegistrationQuoteInput,
} from './quote-types.js';
export { rulesOnTotal } from './rules-on-total.js';
