import type { IntegrationContext } from './integration-context.js';
import type { CapableIntegration, CredentialsCheckable } from './integration-provider.js';
import type { CorrectionDetails, InvoiceDocument } from './invoice-document.js';
import type { KsefSubmissionState } from './ksef-submission.js';

/**
 * THE E-INVOICING CONTRACT (KSeF 2.0, kind 'einvoice'): an organization sends its invoices to KSeF
 * directly with this plugin, or through its accounting module when that module can (`AccountingModule`
 * with `capabilities.ksef`). Every call takes one plain input object and the call context and returns one
 * plain object. Services are registered with the multi-token `Tokens.EInvoicing` and resolved by `id`.
 *
 * The flow is KSeF's own: build the structured invoice (FA(3) XML), validate it against the XSD, send it
 * (the plugin authenticates with the organization's KSeF token and opens, encrypts and closes the session),
 * poll its status until KSeF gives the KSeF number or refuses it, then fetch the UPO. The plugin never
 * stores anything: what a later call needs comes back in `EInvoiceSubmission.reference`. A refusal by KSeF
 * is a `KsefSubmissionState` with status 'rejected'; failures to talk to KSeF are `IntegrationError`s of
 * kind 'einvoice'.
 */
export interface EInvoicingService extends CapableIntegration<EInvoicingCapabilities>, CredentialsCheckable {
  /**
   * The structured invoice for a document (a correction when `correction` is given): pure, no I/O. Throws
   * `IntegrationError` 'rejected' with a Polish message when the document cannot be expressed in the schema.
   */
  buildInvoice(input: BuildEInvoiceInput, context: IntegrationContext): Promise<StructuredInvoice>;
  /** Checks a structured invoice against the schema (XSD) before it is sent. Never throws for a bad document. */
  validateInvoice(input: ValidateEInvoiceInput, context: IntegrationContext): Promise<EInvoiceValidation>;
  /**
   * Sends one structured invoice. KSeF answers at once that it took the invoice for processing; the KSeF
   * number comes later through `getInvoiceStatus`. Sending the same `invoiceId` again after a lost answer
   * must not make a second invoice in KSeF (KSeF itself refuses a duplicate with code 440).
   */
  sendInvoice(input: SendEInvoiceInput, context: IntegrationContext): Promise<EInvoiceSubmission>;
  /** Polls where a sent invoice stands: 'processing' until KSeF accepts (with the KSeF number) or rejects it. */
  getInvoiceStatus(
    input: EInvoiceSubmissionReference,
    context: IntegrationContext,
  ): Promise<KsefSubmissionState>;
  /**
   * The UPO (urzędowe poświadczenie odbioru) of an accepted invoice: KSeF's signed XML receipt. Throws
   * `IntegrationError` 'rejected' when the invoice is not accepted yet.
   */
  getUpo(input: EInvoiceSubmissionReference, context: IntegrationContext): Promise<EInvoiceUpo>;
}

export interface EInvoicingCapabilities {
  /** Schemas it builds and sends, e.g. ['FA (3)'] (KSeF's `kodSystemowy`, with its space). */
  schemas: readonly string[];
  /** It can send invoices issued offline (OFFLINE24, a KSeF outage) with the offline mark. */
  offline: boolean;
}

export interface BuildEInvoiceInput {
  invoice: InvoiceDocument;
  /** Present for a correcting invoice (then `invoice` is the correction itself). */
  correction?: CorrectionDetails;
}

export interface StructuredInvoice {
  /** E.g. 'FA (3)'. */
  schema: string;
  /** The XML document as sent (UTF-8). */
  xml: string;
  /** SHA-256 of the XML bytes, base64: KSeF's invoice hash, also in the offline QR code. */
  sha256: string;
}

export interface ValidateEInvoiceInput {
  xml: string;
}

export interface EInvoiceValidation {
  valid: boolean;
  /** [] when valid. */
  issues: readonly EInvoiceIssue[];
}

export interface EInvoiceIssue {
  /** Where in the document, e.g. 'Fa/FaWiersz[2]/P_12'. */
  path?: string;
  /** Polish, for the organizer. */
  message: string;
}

export interface SendEInvoiceInput {
  /** Our invoice id. */
  invoiceId: string;
  xml: string;
  /** Issued while KSeF could not be reached; sent now with the offline mark. */
  offline?: boolean;
}

export interface EInvoiceSubmission {
  reference: EInvoiceSubmissionReference;
  /** Usually 'processing'. */
  state: KsefSubmissionState;
}

/** What the API keeps with the invoice to ask about it later. */
export interface EInvoiceSubmissionReference {
  invoiceId: string;
  /** KSeF's session reference number. */
  sessionReference: string;
  /** KSeF's invoice reference number within the session. */
  invoiceReference: string;
}

export interface EInvoiceUpo {
  ksefNumber: string;
  /** The UPO as KSeF signed it (XAdES); store it unchanged. */
  xml: string;
  /** E.g. 'UPO 5265877635-20250826-0100001AF629-AF.xml'. */
  fileName: string;
}
