import type { FormFieldKind } from '../forms/field-kind.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { TranslationType } from '../strings/translation-type.js';
import { createToken } from './token.js';

/** DI tokens shared by the API and plugins. A multi-provider token is read with `resolveAll`. */
export const Tokens = {
  /** Multi: every registered vocabulary pack. */
  TranslationType: createToken<TranslationType>('TranslationType'),
  /** Multi: every form-field kind (element kinds, content blocks, containers). */
  FormFieldKind: createToken<FormFieldKind>('FormFieldKind'),
  /** Multi: every payment provider (Przelewy24, PayU, Paynow, …), resolved by `id`. */
  PaymentProvider: createToken<PaymentProvider>('PaymentProvider'),
} as const;
