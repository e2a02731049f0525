import { describe, expect, it } from 'vitest';
import { isKsefNumber } from '../validation/ksef-number.js';
import { EInvoicingDouble } from './e-invoicing-double.js';
import { createTestIntegrationContext } from './test-integration-context.js';
import { testInvoiceDocument } from './test-invoice-document.js';

const context = createTestIntegrationContext();

describe('EInvoicingDouble — build, validate, send, poll, KSeF number, UPO', () => {
  it('builds an FA (3)-shaped invoice with its SHA-256 and escaped text', async () => {
    const ksef = new EInvoicingDouble();
    const seller = { ...testInvoiceDocument().seller, name: 'Rytm & Takt <sp. z o.o.>' };
    const built = await ksef.buildInvoice({ invoice: testInvoiceDocument({ seller }) }, context);
    expect(built.schema).toBe('FA (3)');
    expect(built.xml).toContain('kodSystemowy="FA (3)"');
    expect(built.xml).toContain('<P_15>350.00</P_15>');
    expect(built.xml).toContain('<Nazwa>Rytm &amp; Takt &lt;sp. z o.o.&gt;</Nazwa>');
    expect(built.sha256).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect((await ksef.buildInvoice({ invoice: testInvoiceDocument({ seller }) }, context)).sha256).toBe(
      built.sha256,
    );
  });

  it('validates what it built, and fails with the issues it is given', async () => {
    const ksef = new EInvoicingDouble();
    const { xml } = await ksef.buildInvoice({ invoice: testInvoiceDocument() }, context);
    expect(await ksef.validateInvoice({ xml }, context)).toEqual({ valid: true, issues: [] });
    expect((await ksef.validateInvoice({ xml: '<x/>' }, context)).valid).toBe(false);
    ksef.setValidationIssues([{ path: 'Fa/P_2', message: 'Brak numeru faktury.' }]);
    expect(await ksef.validateInvoice({ xml }, context)).toEqual({
      valid: false,
      issues: [{ path: 'Fa/P_2', message: 'Brak numeru faktury.' }],
    });
  });

  it('takes an invoice once, keeps it processing for the polls asked, then accepts it with a KSeF number and a UPO', async () => {
    const ksef = new EInvoicingDouble({ processingPolls: 1 });
    const { xml } = await ksef.buildInvoice({ invoice: testInvoiceDocument() }, context);
    const sent = await ksef.sendInvoice({ invoiceId: 'inv-1', xml }, context);
    expect(sent.state).toEqual({ status: 'processing', code: 100 });
    expect((await ksef.sendInvoice({ invoiceId: 'inv-1', xml }, context)).reference).toEqual(sent.reference);
    await expect(ksef.getUpo(sent.reference, context)).rejects.toMatchObject({ code: 'rejected' });

    expect((await ksef.getInvoiceStatus(sent.reference, context)).status).toBe('processing');
    const accepted = await ksef.getInvoiceStatus(sent.reference, context);
    expect(accepted).toMatchObject({ status: 'accepted', code: 200 });
    expect(isKsefNumber(accepted.ksefNumber)).toBe(true);
    expect(accepted.ksefNumber?.startsWith('5265877635-')).toBe(true);

    const upo = await ksef.getUpo(sent.reference, context);
    expect(upo.ksefNumber).toBe(accepted.ksefNumber);
    expect(upo.xml).toContain(accepted.ksefNumber);
    expect(upo.fileName).toBe(`UPO ${accepted.ksefNumber}.xml`);
  });

  it('answers the outcome it is told, e.g. a duplicate (440)', async () => {
    const ksef = new EInvoicingDouble().setOutcome({
      status: 'rejected',
      code: 440,
      message: 'Duplikat faktury',
    });
    const sent = await ksef.sendInvoice({ invoiceId: 'inv-1', xml: '<Faktura/>' }, context);
    expect(await ksef.getInvoiceStatus(sent.reference, context)).toEqual({
      status: 'rejected',
      code: 440,
      message: 'Duplikat faktury',
    });
  });

  it('does not know a submission it never took, and fails when told to', async () => {
    const ksef = new EInvoicingDouble();
    const stranger = { invoiceId: 'x', sessionReference: 's', invoiceReference: 'i' };
    await expect(ksef.getInvoiceStatus(stranger, context)).rejects.toMatchObject({
      kind: 'einvoice',
      code: 'rejected',
    });
    ksef.fail('sendInvoice', 'unavailable', 2);
    for (let i = 0; i < 2; i++) {
      await expect(ksef.sendInvoice({ invoiceId: 'inv-1', xml: '' }, context)).rejects.toMatchObject({
        code: 'unavailable',
      });
    }
    await expect(ksef.sendInvoice({ invoiceId: 'inv-1', xml: '' }, context)).resolves.toBeDefined();
  });
});
