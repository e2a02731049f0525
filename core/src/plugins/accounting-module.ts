import type { Grosze } from '../money/money.js';
import type { IntegrationContext } from './integration-context.js';
import type { CapableIntegration, CredentialsCheckable } from './integration-provider.js';
import type { InvoiceCorrection, InvoiceDocument } from './invoice-document.js';
import type { KsefSubmissionState } from './ksef-submission.js';

/**
 * THE ACCOUNTING-MODULE CONTRACT (iFirma, Fakturownia, third parties): the organizer's accounting service
 * keeps the legal copy of each invoice we issue. Every call takes one plain input object and the call
 * context and returns one plain object; amounts are integer grosze. Modules are registered with the
 * multi-token `Tokens.AccountingModule` and resolved by `id` (the organization's `accountingModule`).
 *
 * A module never stores anything and never prices on its own: the API keeps the invoice and its sums
 * (see `InvoiceDocument`) and records what the module answers, including the number when the service
 * numbers invoices itself (`acceptsOwnNumber: false`). Failures are
 * `IntegrationError`s of kind 'accounting'; a rejection by KSeF is not a failure but a `ksef` state.
 */
export interface AccountingModule extends CapableIntegration<AccountingCapabilities>, CredentialsCheckable {
  /**
   * Issues the invoice at the service. Idempotent by `invoice.invoiceId`: a retry after a lost answer
   * returns the invoice already issued (Fakturownia `oid_unique`; iFirma: the module looks it up by number
   * first). With `submitToKsef` and `capabilities.ksef` the service also sends it to KSeF in the same call.
   */
  issueInvoice(input: IssueInvoiceInput, context: IntegrationContext): Promise<IssuedInvoice>;
  /** Issues a correcting invoice of one issued at this service (`corrected.externalId`). Idempotent like `issueInvoice`. */
  issueCorrection(input: IssueCorrectionInput, context: IntegrationContext): Promise<IssuedInvoice>;
  /** The service's PDF of an invoice or correction (iFirma `fakturakraj/{id}.pdf`, Fakturownia `invoices/{id}.pdf`). */
  getInvoicePdf(input: AccountingInvoiceReference, context: IntegrationContext): Promise<InvoicePdf>;
  /** The invoice's state at the service: its number, payment and KSeF state. */
  getInvoiceStatus(
    input: AccountingInvoiceReference,
    context: IntegrationContext,
  ): Promise<AccountingInvoiceStatus>;
  /**
   * Asks the service to send an issued invoice to KSeF (iFirma `fakturakraj/ksef/send/{id}`, Fakturownia
   * `send_to_ksef`). Only when `capabilities.ksef`; the outcome usually comes later through
   * `getInvoiceStatus`. Sending an invoice that KSeF already accepted returns its state and sends nothing.
   */
  submitToKsef?(input: AccountingInvoiceReference, context: IntegrationContext): Promise<KsefSubmissionState>;
}

export interface AccountingCapabilities {
  /** The service sends invoices to KSeF itself (`submitToKsef`, `IssueInvoiceInput.submitToKsef`). */
  ksef: boolean;
  /** The service accepts our number; false: it numbers invoices itself and `IssuedInvoice.number` is its own. */
  acceptsOwnNumber: boolean;
  /** Currencies it invoices in (ISO 4217), e.g. ['PLN'] or ['PLN', 'EUR']. */
  currencies: readonly string[];
}

/** What issuing an invoice or a correction may ask besides the document. */
export interface IssueOptions {
  /** Also send it to KSeF in the same call (only with `capabilities.ksef`). */
  submitToKsef?: boolean;
}

export interface IssueInvoiceInput extends IssueOptions {
  invoice: InvoiceDocument;
}

export interface IssueCorrectionInput extends IssueOptions {
  correction: InvoiceCorrection;
}

/** What the module answers once the service holds the invoice; the API stores it with its invoice. */
export interface IssuedInvoice {
  /** The service's id (iFirma `Identyfikator`, Fakturownia `id`), used in every later call. */
  externalId: string;
  /** The number as the service printed it (our number when `acceptsOwnNumber`). */
  number: string;
  /** The KSeF state when the invoice was sent with it; absent when it was not. */
  ksef?: KsefSubmissionState;
}

/** One invoice or correction at the service. */
export interface AccountingInvoiceReference {
  /** Our invoice id. */
  invoiceId: string;
  externalId: string;
  /** iFirma keeps invoices and corrections under different paths. */
  kind: 'invoice' | 'correction';
}

export interface InvoicePdf {
  bytes: Uint8Array;
  /** E.g. 'Faktura FV 12-2026.pdf' (no path separators). */
  fileName: string;
  contentType: 'application/pdf';
}

/** The invoice's payment state at the service (Fakturownia `status`; iFirma `StatusPlatnosci`). */
export type AccountingPaymentState = 'unpaid' | 'partially-paid' | 'paid';

export interface AccountingInvoiceStatus {
  externalId: string;
  number: string;
  payment: AccountingPaymentState;
  /** Paid so far as the service records it. */
  paidAmount: Grosze;
  /** 'not-sent' when the service has no KSeF integration or the invoice was never sent. */
  ksef: KsefSubmissionState;
}
