import { describe, expect, it } from 'vitest';
import { IntegrationError } from '../plugins/integration-error.js';
import { isKsefNumber } from '../validation/ksef-number.js';
import { AccountingModuleDouble } from './accounting-module-double.js';
import { pdfPageCount } from './minimal-pdf.js';
import { createTestIntegrationContext } from './test-integration-context.js';
import { testInvoiceDocument } from './test-invoice-document.js';

const context = createTestIntegrationContext();

describe('AccountingModuleDouble', () => {
  it('issues an invoice once per invoiceId and records every call', async () => {
    const accounting = new AccountingModuleDouble();
    const first = await accounting.issueInvoice({ invoice: testInvoiceDocument() }, context);
    const retry = await accounting.issueInvoice({ invoice: testInvoiceDocument() }, context);
    expect(first).toEqual({ externalId: '1001', number: '1/2026' });
    expect(retry).toEqual(first);
    expect(accounting.inputsOf('issueInvoice')).toHaveLength(2);
    expect(accounting.issued('inv-1')).toEqual(first);
  });

  it('numbers the invoice itself when the service does not take ours', async () => {
    const accounting = new AccountingModuleDouble({ capabilities: { acceptsOwnNumber: false } });
    const issued = await accounting.issueInvoice({ invoice: testInvoiceDocument() }, context);
    expect(issued.number).toBe('FV 1/2026');
  });

  it('walks KSeF from processing to accepted with a valid KSeF number of the seller', async () => {
    const accounting = new AccountingModuleDouble();
    const issued = await accounting.issueInvoice(
      { invoice: testInvoiceDocument(), submitToKsef: true },
      context,
    );
    expect(issued.ksef).toEqual({ status: 'processing' });
    const status = await accounting.getInvoiceStatus(
      { invoiceId: 'inv-1', externalId: issued.externalId, kind: 'invoice' },
      context,
    );
    expect(status).toMatchObject({
      payment: 'unpaid',
      paidAmount: 0,
      ksef: { status: 'accepted', code: 200 },
    });
    expect(isKsefNumber(status.ksef.ksefNumber)).toBe(true);
    expect(status.ksef.ksefNumber?.startsWith('5265877635-20260401-')).toBe(true);
  });

  it('sends an issued invoice to KSeF on request, and refuses when the service cannot', async () => {
    const accounting = new AccountingModuleDouble();
    const { externalId } = await accounting.issueInvoice({ invoice: testInvoiceDocument() }, context);
    const reference = { invoiceId: 'inv-1', externalId, kind: 'invoice' } as const;
    expect((await accounting.getInvoiceStatus(reference, context)).ksef).toEqual({ status: 'not-sent' });
    expect(await accounting.submitToKsef(reference)).toEqual({ status: 'processing' });

    const noKsef = new AccountingModuleDouble({ capabilities: { ksef: false } });
    const other = await noKsef.issueInvoice({ invoice: testInvoiceDocument(), submitToKsef: true }, context);
    expect(other.ksef).toBeUndefined();
    await expect(noKsef.submitToKsef({ ...reference, externalId: other.externalId })).rejects.toMatchObject({
      code: 'rejected',
      userMessage: 'Ten serwis księgowy nie wysyła faktur do KSeF.',
    });
  });

  it('reports payment from the document, or the state it is told', async () => {
    const accounting = new AccountingModuleDouble();
    const invoice = testInvoiceDocument({
      payment: { method: 'transfer', dueDate: '2026-04-15', paidAmount: 10_000 },
    });
    const { externalId } = await accounting.issueInvoice({ invoice }, context);
    const reference = { invoiceId: 'inv-1', externalId, kind: 'invoice' } as const;
    expect(await accounting.getInvoiceStatus(reference, context)).toMatchObject({
      payment: 'partially-paid',
      paidAmount: 10_000,
    });
    accounting
      .setPayment('paid', 35_000)
      .setKsefState({ status: 'rejected', code: 440, message: 'Duplikat faktury' });
    expect(await accounting.getInvoiceStatus(reference, context)).toMatchObject({
      payment: 'paid',
      paidAmount: 35_000,
      ksef: { status: 'rejected', code: 440 },
    });
  });

  it('corrects only an invoice it holds', async () => {
    const accounting = new AccountingModuleDouble();
    const original = await accounting.issueInvoice({ invoice: testInvoiceDocument() }, context);
    const correction = {
      invoice: testInvoiceDocument({ invoiceId: 'cor-1', number: undefined }),
      corrected: {
        invoiceId: 'inv-1',
        number: '1/2026',
        issueDate: '2026-04-01',
        externalId: original.externalId,
      },
      reason: 'Zwrot za niewykorzystane zajęcia',
      linesBefore: testInvoiceDocument().lines,
    };
    expect(await accounting.issueCorrection({ correction }, context)).toEqual({
      externalId: '1002',
      number: 'KOR 2/2026',
    });
    const unknown = {
      ...correction,
      invoice: testInvoiceDocument({ invoiceId: 'cor-2' }),
      corrected: { ...correction.corrected, externalId: '999' },
    };
    await expect(accounting.issueCorrection({ correction: unknown }, context)).rejects.toThrow(
      IntegrationError,
    );
  });

  it('gives a one-page PDF named after the number', async () => {
    const accounting = new AccountingModuleDouble();
    const { externalId } = await accounting.issueInvoice({ invoice: testInvoiceDocument() }, context);
    const pdf = await accounting.getInvoicePdf({ invoiceId: 'inv-1', externalId, kind: 'invoice' }, context);
    expect(pdf.fileName).toBe('Faktura 1-2026.pdf');
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdfPageCount(pdf.bytes)).toBe(1);
  });

  it('fails when told to, with an IntegrationError of kind accounting, then recovers', async () => {
    const accounting = new AccountingModuleDouble().fail('issueInvoice', 'unavailable');
    const attempt = accounting.issueInvoice({ invoice: testInvoiceDocument() }, context);
    await expect(attempt).rejects.toMatchObject({ kind: 'accounting', code: 'unavailable' });
    await expect(accounting.issueInvoice({ invoice: testInvoiceDocument() }, context)).resolves.toMatchObject(
      { number: '1/2026' },
    );
    expect(accounting.calls.map((c) => c.method)).toEqual(['issueInvoice', 'issueInvoice']);
    accounting.reset();
    expect(accounting.calls).toEqual([]);
    expect(accounting.issued('inv-1')).toBeUndefined();
  });
});
