import type {
  DocumentRenderer,
  RenderDocumentInput,
  RenderedDocument,
} from '../plugins/document-renderer.js';
import type { IntegrationContext } from '../plugins/integration-context.js';
import { ContractDouble } from './contract-double.js';
import { minimalPdf } from './minimal-pdf.js';

type RendererMethod = 'render';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export interface DocumentRendererDoubleOptions {
  id?: string;
  /** Default ['html']. */
  templateFormats?: readonly string[];
  /** Pages of every PDF (default 1). */
  pageCount?: number;
}

/**
 * A renderer in memory that returns a small well-formed PDF of `pageCount` empty pages. Like a real one it
 * refuses a template in a format it does not read and a `{{ path }}` placeholder with nothing at that path
 * in `data`, naming the template and the field in Polish.
 */
export class DocumentRendererDouble extends ContractDouble<RendererMethod> implements DocumentRenderer {
  readonly id: string;
  readonly label = 'PDF (test)';
  readonly templateFormats: readonly string[];
  #pageCount: number;

  constructor(options: DocumentRendererDoubleOptions = {}) {
    super('document');
    this.id = options.id ?? 'test-pdf';
    this.templateFormats = options.templateFormats ?? ['html'];
    this.#pageCount = options.pageCount ?? 1;
  }

  setPageCount(pageCount: number): this {
    this.#pageCount = pageCount;
    return this;
  }

  async render(input: RenderDocumentInput, _context?: IntegrationContext): Promise<RenderedDocument> {
    this.record('render', input);
    const { template } = input;
    if (!this.templateFormats.includes(template.format)) {
      throw this.refuse(
        `Szablonu „${template.name}” w formacie ${template.format} nie da się tu wydrukować.`,
      );
    }
    for (const [, path = ''] of template.source.matchAll(PLACEHOLDER)) {
      if (valueAt(input.data, path) === undefined) {
        throw this.refuse(
          `Szablon „${template.name}” używa pola „${path}”, którego brak w danych dokumentu.`,
          {
            templateId: template.id,
            path,
          },
        );
      }
    }
    return {
      bytes: minimalPdf(this.#pageCount, input.title ?? template.name),
      fileName: `${input.fileName.replace(/[\\/:*?"<>|]/g, '-')}.pdf`,
      contentType: 'application/pdf',
      pageCount: this.#pageCount,
    };
  }
}

function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      data,
    );
}
