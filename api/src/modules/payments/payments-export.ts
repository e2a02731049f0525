/**
 * The payments grid as CSV (UTF-8 with BOM, ';' separator, amounts as '1 234,56', dates in Polish time):
 * the grid's columns (first document §3 Payment grid columns) plus the payer and flags.
 */
import { formatInWarsaw } from '@zapisy/core';
import { CSV_BOM, csvField, moneyText } from '../participants/index.js';
import type { PaymentView } from './payment-view.js';

const COLUMNS: readonly { header: string; text: (row: PaymentView) => string }[] = [
  { header: 'Kwota', text: (row) => moneyText(row.amount) },
  { header: 'Waluta', text: (row) => row.currency },
  { header: 'Typ', text: (row) => row.typeLabel },
  { header: 'Metoda', text: (row) => row.methodLabel },
  { header: 'Bramka', text: (row) => row.providerLabel ?? '' },
  { header: 'Data', text: (row) => formatInWarsaw(row.date, { seconds: false }) },
  { header: 'Status', text: (row) => row.statusLabel },
  { header: 'Tytuł', text: (row) => row.title ?? '' },
  { header: 'Produkt', text: (row) => row.product ?? '' },
  { header: 'Płatnik', text: (row) => row.customerName },
  { header: 'E-mail płatnika', text: (row) => row.customerEmail ?? '' },
  { header: 'Identyfikator płatności', text: (row) => row.paymentId },
  { header: 'Identyfikator zewnętrzny', text: (row) => row.extPaymentId ?? '' },
  { header: 'Rachunek (IBAN)', text: (row) => row.account ?? '' },
  { header: 'Opis', text: (row) => row.description ?? '' },
  { header: 'Uwagi', text: (row) => row.remarks ?? '' },
  { header: 'Oznaczenia', text: (row) => row.flags.map((flag) => flag.label).join(', ') },
  { header: 'Zarchiwizowana', text: (row) => (row.isArchived ? 'Tak' : 'Nie') },
];

export function* paymentsCsvChunks(rows: readonly PaymentView[]): Generator<string> {
  yield `${CSV_BOM}${COLUMNS.map((column) => csvField(column.header)).join(';')}\r\n`;
  const PER_CHUNK = 1000;
  for (let from = 0; from < rows.length; from += PER_CHUNK) {
    let chunk = '';
    for (const row of rows.slice(from, from + PER_CHUNK)) {
      chunk += `${COLUMNS.map((column) => csvField(column.text(row))).join(';')}\r\n`;
    }
    yield chunk;
  }
}
