import type { AccountingModule } from './accounting-module.js';
import type { BotProtection } from './bot-protection.js';
import type { DocumentRenderer } from './document-renderer.js';
import type { EInvoicingService } from './e-invoicing.js';
import type { EmailTransport } from './email-transport.js';
import type { FormFieldKind } from './form-field-kind.js';
import type { PaymentProvider } from './payment-provider.js';
import type { SmsGateway } from './sms-gateway.js';
import { createToken } from './token.js';
import type { TranslationType } from './translation-type.js';

/**
 * DI tokens shared by the API and plugins. Every one is a multi-provider token: each plugin registers its
 * implementation under it, and the API reads them all with `resolveAll` and picks one by `id` (the
 * organization's or project's choice of module).
 */
export const Tokens = {
  /** Every registered vocabulary pack. */
  TranslationType: createToken<TranslationType>('TranslationType'),
  /** Every form-field kind (element kinds, content blocks, containers). */
  FormFieldKind: createToken<FormFieldKind>('FormFieldKind'),
  /** Every payment provider (Przelewy24, PayU, Paynow, …), resolved by `id`. */
  PaymentProvider: createToken<PaymentProvider>('PaymentProvider'),
  /** Every accounting module (iFirma, Fakturownia, …), resolved by `id`. */
  AccountingModule: createToken<AccountingModule>('AccountingModule'),
  /** Every e-invoicing service (KSeF), resolved by `id`. */
  EInvoicing: createToken<EInvoicingService>('EInvoicing'),
  /** Every e-mail transport (SMTP, …), resolved by `id`. */
  EmailTransport: createToken<EmailTransport>('EmailTransport'),
  /** Every SMS gateway (SMSAPI, SerwerSMS, …), resolved by `id`. */
  SmsGateway: createToken<SmsGateway>('SmsGateway'),
  /** Every bot protection (reCAPTCHA, proof of work), resolved by `id`. */
  BotProtection: createToken<BotProtection>('BotProtection'),
  /** Every document renderer (template → PDF), resolved by `id` or by template format. */
  DocumentRenderer: createToken<DocumentRenderer>('DocumentRenderer'),
} as const;
