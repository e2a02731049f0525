import type {
  AccountingCapabilities,
  AccountingInvoiceReference,
  AccountingInvoiceStatus,
  AccountingModule,
  AccountingPaymentState,
  InvoicePdf,
  IssueCorrectionInput,
  IssuedInvoice,
  IssueInvoiceInput,
} from '../plugins/accounting-module.js';
import type { IntegrationContext } from '../plugins/integration-context.js';
import type { InvoiceDocument } from '../plugins/invoice-document.js';
import type { KsefSubmissionState } from '../plugins/ksef-submission.js';
import { ContractDouble } from './contract-double.js';
import { acceptedByKsef } from './fake-ksef-number.js';
import { minimalPdf } from './minimal-pdf.js';

type AccountingMethod =
  | 'issueInvoice'
  | 'issueCorrection'
  | 'getInvoicePdf'
  | 'getInvoiceStatus'
  | 'submitToKsef';

interface HeldInvoice {
  issued: IssuedInvoice;
  document: InvoiceDocument;
  kind: 'invoice' | 'correction';
  ksef: KsefSubmissionState;
}

export interface AccountingModuleDoubleOptions {
  id?: string;
  label?: string;
  capabilities?: Partial<AccountingCapabilities>;
}

/**
 * An accounting service in memory: it numbers what has no number ('FV 1/2026', 'KOR 1/2026'), answers a
 * repeated `invoiceId` with the invoice already issued, reports payment from the document, and walks KSeF
 * from 'processing' (on submission) to 'accepted' with a valid KSeF number (on the next status read).
 * `setKsefState` and `setPayment` make every later read answer the given state instead.
 */
export class AccountingModuleDouble extends ContractDouble<AccountingMethod> implements AccountingModule {
  readonly id: string;
  readonly label: string;
  readonly capabilities: AccountingCapabilities;
  readonly #byInvoiceId = new Map<string, HeldInvoice>();
  readonly #byExternalId = new Map<string, HeldInvoice>();
  #ksefOverride: KsefSubmissionState | undefined;
  #paymentOverride: { payment: AccountingPaymentState; paidAmount: number } | undefined;

  constructor(options: AccountingModuleDoubleOptions = {}) {
    super('accounting');
    this.id = options.id ?? 'test-accounting';
    this.label = options.label ?? 'Księgowość testowa';
    this.capabilities = { ksef: true, acceptsOwnNumber: true, currencies: ['PLN'], ...options.capabilities };
  }

  /** What the service holds, by our invoice id. */
  issued(invoiceId: string): IssuedInvoice | undefined {
    return this.#byInvoiceId.get(invoiceId)?.issued;
  }

  setKsefState(state: KsefSubmissionState): this {
    this.#ksefOverride = state;
    return this;
  }

  setPayment(payment: AccountingPaymentState, paidAmount: number): this {
    this.#paymentOverride = { payment, paidAmount };
    return this;
  }

  override reset(): void {
    super.reset();
    this.#byInvoiceId.clear();
    this.#byExternalId.clear();
    this.#ksefOverride = undefined;
    this.#paymentOverride = undefined;
  }

  async issueInvoice(input: IssueInvoiceInput, _context?: IntegrationContext): Promise<IssuedInvoice> {
    this.record('issueInvoice', input);
    return this.#issue(input.invoice, 'invoice', input.submitToKsef === true);
  }

  async issueCorrection(input: IssueCorrectionInput, _context?: IntegrationContext): Promise<IssuedInvoice> {
    this.record('issueCorrection', input);
    const { corrected, invoice } = input.correction;
    if (!corrected.externalId || !this.#byExternalId.has(corrected.externalId)) {
      throw this.refuse(`Serwis księgowy nie zna korygowanej faktury ${corrected.number}.`, {
        externalId: corrected.externalId,
      });
    }
    return this.#issue(invoice, 'correction', input.submitToKsef === true);
  }

  async getInvoicePdf(input: AccountingInvoiceReference, _context?: IntegrationContext): Promise<InvoicePdf> {
    this.record('getInvoicePdf', input);
    const held = this.#held(input);
    const title = `${held.kind === 'invoice' ? 'Faktura' : 'Korekta'} ${held.issued.number}`;
    return {
      bytes: minimalPdf(1, title),
      fileName: `${title.replaceAll('/', '-')}.pdf`,
      contentType: 'application/pdf',
    };
  }

  async getInvoiceStatus(
    input: AccountingInvoiceReference,
    context: IntegrationContext,
  ): Promise<AccountingInvoiceStatus> {
    this.record('getInvoiceStatus', input);
    const held = this.#held(input);
    if (held.ksef.status === 'processing') {
      held.ksef = acceptedByKsef(held.document.seller.taxId, context.now(), Number(held.issued.externalId));
    }
    const paid = held.document.payment.paidAmount;
    const payment = this.#paymentOverride ?? {
      payment: paid <= 0 ? 'unpaid' : paid >= held.document.totals.gross ? 'paid' : 'partially-paid',
      paidAmount: paid,
    };
    return {
      externalId: held.issued.externalId,
      number: held.issued.number,
      ...payment,
      ksef: this.#ksefOverride ?? held.ksef,
    };
  }

  async submitToKsef(
    input: AccountingInvoiceReference,
    _context?: IntegrationContext,
  ): Promise<KsefSubmissionState> {
    this.record('submitToKsef', input);
    if (!this.capabilities.ksef) throw this.refuse('Ten serwis księgowy nie wysyła faktur do KSeF.');
    const held = this.#held(input);
    if (held.ksef.status === 'not-sent' || held.ksef.status === 'offline')
      held.ksef = { status: 'processing' };
    return this.#ksefOverride ?? held.ksef;
  }

  #issue(document: InvoiceDocument, kind: HeldInvoice['kind'], submitToKsef: boolean): IssuedInvoice {
    const known = this.#byInvoiceId.get(document.invoiceId);
    if (known) return known.issued;
    const sequence = this.#byInvoiceId.size + 1;
    const year = document.issueDate.slice(0, 4);
    const serviceNumber = `${kind === 'invoice' ? 'FV' : 'KOR'} ${sequence}/${year}`;
    const number = this.capabilities.acceptsOwnNumber ? (document.number ?? serviceNumber) : serviceNumber;
    const sent = submitToKsef && this.capabilities.ksef;
    const issued: IssuedInvoice = { externalId: String(1000 + sequence), number };
    const held: HeldInvoice = { issued, document, kind, ksef: { status: sent ? 'processing' : 'not-sent' } };
    if (sent) issued.ksef = this.#ksefOverride ?? held.ksef;
    this.#byInvoiceId.set(document.invoiceId, held);
    this.#byExternalId.set(issued.externalId, held);
    return issued;
  }

  #held(reference: AccountingInvoiceReference): HeldInvoice {
    const held = this.#byExternalId.get(reference.externalId);
    if (!held)
      throw this.refuse('Serwis księgowy nie ma takiej faktury.', { externalId: reference.externalId });
    return held;
  }
}
