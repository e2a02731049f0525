import type { InvoiceDocument } from '../plugins/invoice-document.js';

/**
 * A plausible invoice for contract tests: a dance school (a company with a valid NIP) invoicing a person
 * for one month of classes, 350,00 zł gross at 23 % (284,55 net + 65,45 VAT), unpaid, by transfer.
 */
export function testInvoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    invoiceId: 'inv-1',
    number: '1/2026',
    issueDate: '2026-04-01',
    saleDate: '2026-04-01',
    saleDateFormat: 'month',
    placeOfIssue: 'Kraków',
    currency: 'PLN',
    priceBasis: 'gross',
    seller: {
      name: 'Szkoła Tańca Rytm sp. z o.o.',
      isCompany: true,
      taxIdKind: 'nip',
      taxId: '5265877635',
      address: { street: 'ul. Długa 5', postalCode: '31-147', city: 'Kraków', country: 'PL' },
      email: 'biuro@rytm.example',
    },
    buyer: {
      name: 'Jan Kowalski',
      isCompany: false,
      taxIdKind: 'none',
      address: { street: 'ul. Krótka 2/4', postalCode: '30-001', city: 'Kraków', country: 'PL' },
      email: 'jan.kowalski@example.com',
    },
    lines: [
      {
        name: 'Kurs tańca towarzyskiego — kwiecień',
        quantity: 1,
        unit: 'usł.',
        unitPrice: 35_000,
        vatRate: '23',
        net: 28_455,
        vat: 6_545,
        gross: 35_000,
      },
    ],
    totals: {
      net: 28_455,
      vat: 6_545,
      gross: 35_000,
      byRate: [{ vatRate: '23', net: 28_455, vat: 6_545, gross: 35_000 }],
    },
    payment: {
      method: 'transfer',
      dueDate: '2026-04-15',
      paidAmount: 0,
      bankAccount: 'PL61109010140000071219812874',
    },
    splitPayment: false,
    ...overrides,
  };
}
