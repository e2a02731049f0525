export {
  FORM_TYPES,
  type FormType,
  type PublicForm,
  type PublicFormAvailability,
  type PublicProduct,
} from './public-form.js';
export type {
  QuoteFieldLine,
  QuoteProductLine,
  RegistrationQuote,
  RegistrationQuoteInput,
} from './quote-types.js';
