import { describe, expect, it } from 'vitest';
import type { DocumentTemplate } from '../plugins/document-renderer.js';
import { DocumentRendererDouble } from './document-renderer-double.js';
import { pdfPageCount } from './minimal-pdf.js';
import { createTestIntegrationContext } from './test-integration-context.js';

const context = createTestIntegrationContext();
const template: DocumentTemplate = {
  id: 'tpl-invoice',
  name: 'Faktura VAT',
  version: 1,
  format: 'html',
  source: '<h1>Faktura {{ number }}</h1><p>{{buyer.name}}</p>',
  page: { size: 'A4', orientation: 'portrait', marginMm: 15 },
};
const data = { number: '1/2026', buyer: { name: 'Jan Kowalski' } };

describe('DocumentRendererDouble', () => {
  it('renders a well-formed PDF with the page count and a safe file name', async () => {
    const renderer = new DocumentRendererDouble({ pageCount: 3 });
    const pdf = await renderer.render(
      { template, data, fileName: 'Faktura 1/2026', title: 'Faktura 1/2026' },
      context,
    );
    expect(pdf.fileName).toBe('Faktura 1-2026.pdf');
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.pageCount).toBe(3);
    expect(pdfPageCount(pdf.bytes)).toBe(3);
    renderer.setPageCount(2);
    expect((await renderer.render({ template, data, fileName: 'x' }, context)).pageCount).toBe(2);
  });

  it('refuses a placeholder with nothing in the data, naming the template and the field', async () => {
    const renderer = new DocumentRendererDouble();
    await expect(
      renderer.render({ template, data: { number: '1/2026' }, fileName: 'x' }, context),
    ).rejects.toMatchObject({
      kind: 'document',
      code: 'rejected',
      userMessage: 'Szablon „Faktura VAT” używa pola „buyer.name”, którego brak w danych dokumentu.',
    });
  });

  it('refuses a template format it does not read', async () => {
    const renderer = new DocumentRendererDouble({ templateFormats: ['pdfmake'] });
    await expect(renderer.render({ template, data, fileName: 'x' }, context)).rejects.toMatchObject({
      userMessage: 'Szablonu „Faktura VAT” w formacie html nie da się tu wydrukować.',
    });
  });
});
