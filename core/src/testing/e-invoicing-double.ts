import { fromGrosze } from '../money/grosze.js';
import type {
  BuildEInvoiceInput,
  EInvoiceIssue,
  EInvoiceSubmission,
  EInvoiceSubmissionReference,
  EInvoiceUpo,
  EInvoiceValidation,
  EInvoicingCapabilities,
  EInvoicingService,
  SendEInvoiceInput,
  StructuredInvoice,
  ValidateEInvoiceInput,
} from '../plugins/e-invoicing.js';
import type { IntegrationContext } from '../plugins/integration-context.js';
import type { KsefSubmissionState } from '../plugins/ksef-submission.js';
import { ContractDouble } from './contract-double.js';
import { acceptedByKsef } from './fake-ksef-number.js';
import { sha256Base64 } from './sha256.js';

type EInvoicingMethod = 'buildInvoice' | 'validateInvoice' | 'sendInvoice' | 'getInvoiceStatus' | 'getUpo';

const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

interface Sent {
  reference: EInvoiceSubmissionReference;
  sellerNip: string | undefined;
  polls: number;
  state: KsefSubmissionState;
}

export interface EInvoicingDoubleOptions {
  id?: string;
  /** Status reads answered 'processing' before KSeF accepts (default 0: the first read accepts). */
  processingPolls?: number;
}

/**
 * KSeF in memory: builds a small FA (3)-shaped XML of the invoice's header and totals (not the full schema),
 * validates that it is one, takes each `invoiceId` once (a resend answers the first submission), accepts
 * it with a valid KSeF number after `processingPolls` status reads, and hands out a UPO once accepted.
 * `setValidationIssues` makes validation fail; `setOutcome` makes every later status read answer the
 * given state (a rejection with code 440, say).
 */
export class EInvoicingDouble extends ContractDouble<EInvoicingMethod> implements EInvoicingService {
  readonly id: string;
  readonly label = 'KSeF (test)';
  readonly capabilities: EInvoicingCapabilities = { schemas: ['FA (3)'], offline: true };
  readonly #processingPolls: number;
  readonly #sent = new Map<string, Sent>();
  #issues: readonly EInvoiceIssue[] | undefined;
  #outcome: KsefSubmissionState | undefined;

  constructor(options: EInvoicingDoubleOptions = {}) {
    super('einvoice');
    this.id = options.id ?? 'test-ksef';
    this.#processingPolls = options.processingPolls ?? 0;
  }

  setValidationIssues(issues: readonly EInvoiceIssue[]): this {
    this.#issues = issues;
    return this;
  }

  setOutcome(state: KsefSubmissionState): this {
    this.#outcome = state;
    return this;
  }

  override reset(): void {
    super.reset();
    this.#sent.clear();
    this.#issues = undefined;
    this.#outcome = undefined;
  }

  async buildInvoice(input: BuildEInvoiceInput, _context?: IntegrationContext): Promise<StructuredInvoice> {
    this.record('buildInvoice', input);
    const { invoice, correction } = input;
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<Faktura xmlns="${FA3_NAMESPACE}">`,
      '<Naglowek><KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>',
      '<WariantFormularza>3</WariantFormularza></Naglowek>',
      `<Podmiot1><DaneIdentyfikacyjne><NIP>${xmlText(invoice.seller.taxId ?? '')}</NIP>`,
      `<Nazwa>${xmlText(invoice.seller.name)}</Nazwa></DaneIdentyfikacyjne></Podmiot1>`,
      `<Fa><KodWaluty>${xmlText(invoice.currency)}</KodWaluty><P_1>${invoice.issueDate}</P_1>`,
      `<P_2>${xmlText(invoice.number ?? invoice.invoiceId)}</P_2>`,
      `<P_15>${fromGrosze(invoice.totals.gross).toFixed(2)}</P_15>`,
      `<RodzajFaktury>${correction ? 'KOR' : 'VAT'}</RodzajFaktury></Fa>`,
      '</Faktura>',
    ].join('\n');
    return { schema: 'FA (3)', xml, sha256: await sha256Base64(xml) };
  }

  async validateInvoice(
    input: ValidateEInvoiceInput,
    _context?: IntegrationContext,
  ): Promise<EInvoiceValidation> {
    this.record('validateInvoice', input);
    const issues =
      this.#issues ??
      (input.xml.includes(`<Faktura xmlns="${FA3_NAMESPACE}">`)
        ? []
        : [{ message: 'Dokument nie jest fakturą w schemacie FA (3).' }]);
    return { valid: issues.length === 0, issues };
  }

  async sendInvoice(input: SendEInvoiceInput, _context?: IntegrationContext): Promise<EInvoiceSubmission> {
    this.record('sendInvoice', input);
    const known = this.#sent.get(input.invoiceId);
    if (known) return { reference: known.reference, state: known.state };
    const sequence = this.#sent.size + 1;
    const reference: EInvoiceSubmissionReference = {
      invoiceId: input.invoiceId,
      sessionReference: `20260401-SO-${String(sequence).padStart(10, '0')}-00`,
      invoiceReference: `20260401-EE-${String(sequence).padStart(10, '0')}-00`,
    };
    const sellerNip = /<NIP>(\d{10})<\/NIP>/.exec(input.xml)?.[1];
    const state: KsefSubmissionState = { status: 'processing', code: 100 };
    this.#sent.set(input.invoiceId, { reference, sellerNip, polls: 0, state });
    return { reference, state };
  }

  async getInvoiceStatus(
    input: EInvoiceSubmissionReference,
    context: IntegrationContext,
  ): Promise<KsefSubmissionState> {
    this.record('getInvoiceStatus', input);
    const sent = this.#find(input);
    if (this.#outcome) return this.#outcome;
    sent.polls += 1;
    if (sent.state.status === 'processing' && sent.polls > this.#processingPolls) {
      sent.state = acceptedByKsef(sent.sellerNip, context.now(), this.#indexOf(sent));
    }
    return sent.state;
  }

  async getUpo(input: EInvoiceSubmissionReference, _context?: IntegrationContext): Promise<EInvoiceUpo> {
    this.record('getUpo', input);
    const { state } = this.#find(input);
    if (state.status !== 'accepted' || !state.ksefNumber) {
      throw this.refuse('UPO jest dostępne dopiero po przyjęciu faktury przez KSeF.');
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Potwierdzenie><NumerKSeFDokumentu>${state.ksefNumber}</NumerKSeFDokumentu></Potwierdzenie>`;
    return { ksefNumber: state.ksefNumber, xml, fileName: `UPO ${state.ksefNumber}.xml` };
  }

  #find(reference: EInvoiceSubmissionReference): Sent {
    const sent = this.#sent.get(reference.invoiceId);
    if (!sent || sent.reference.invoiceReference !== reference.invoiceReference) {
      throw this.refuse('KSeF nie zna tej wysyłki.', { invoiceReference: reference.invoiceReference });
    }
    return sent;
  }

  #indexOf(sent: Sent): number {
    return [...this.#sent.values()].indexOf(sent) + 1;
  }
}

function xmlText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
