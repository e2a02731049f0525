import type { IntegrationContext } from './integration-context.js';
import type { IntegrationIdentity } from './integration-provider.js';

/**
 * THE DOCUMENT-RENDERER CONTRACT (kind 'document'): a template plus data to a PDF, for invoices, interest
 * notes, tickets and the organizer's documents. Every call takes one plain input object and the call
 * context and returns one plain object. Renderers are registered with the multi-token
 * `Tokens.DocumentRenderer` and resolved by `id`; a template names the format it is written in and the API
 * picks a renderer whose `templateFormats` include it.
 *
 * A renderer never fetches anything the template names from the network and never stores the PDF. A
 * template it cannot read, or data it lacks, is an `IntegrationError` of kind 'document', code 'rejected',
 * with a Polish message naming the template and the missing field.
 */
export interface DocumentRenderer extends IntegrationIdentity {
  /** Template formats it reads, e.g. ['html'] or ['pdfmake']. */
  readonly templateFormats: readonly string[];

  /** Renders one document. The same template, data and `now` give the same pages. */
  render(input: RenderDocumentInput, context: IntegrationContext): Promise<RenderedDocument>;
}

export interface DocumentTemplate {
  /** Our template id, for messages and the log. */
  id: string;
  /** Polish, e.g. 'Faktura VAT'. */
  name: string;
  version: number;
  /** One of the renderer's `templateFormats`. */
  format: string;
  /** The template text in that format; placeholders name paths in `data` ('buyer.name'). */
  source: string;
  page: DocumentPageSetup;
}

export interface DocumentPageSetup {
  size: 'A4' | 'A5' | 'A6';
  orientation: 'portrait' | 'landscape';
  /** Margin on every side, in millimetres. */
  marginMm: number;
}

export interface RenderDocumentInput {
  template: DocumentTemplate;
  /** Plain JSON values; money already formatted with core's `formatGrosze` where the template prints it. */
  data: Readonly<Record<string, unknown>>;
  /** Without the extension, e.g. 'Faktura 12-2026'; the renderer adds '.pdf' and drops path separators. */
  fileName: string;
  /** The PDF's document title (its metadata), e.g. 'Faktura 12/2026'. */
  title?: string;
}

export interface RenderedDocument {
  bytes: Uint8Array;
  /** With '.pdf'. */
  fileName: string;
  contentType: 'application/pdf';
  pageCount: number;
}
