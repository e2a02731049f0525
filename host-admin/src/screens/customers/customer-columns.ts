import { CUSTOMER_STATUS_LABELS, CUSTOMER_TYPE_LABELS, type CustomerGuardian } from '@zapisy/core';
import type { GridColumnDef, GridColumnKind } from '../../grid/column-model.js';
import type { CustomerGridRow } from './customers-api.js';

export type CustomerColumn = GridColumnDef<CustomerGridRow> & { group?: 'secondPerson' | 'guardian' };

const col = (
  id: string,
  title: string,
  kind: GridColumnKind,
  value: (row: CustomerGridRow) => unknown,
  group?: CustomerColumn['group'],
): CustomerColumn => ({
  id,
  title,
  kind,
  value,
  // The server sorts by a customer's own fields (sort=field or -field), not by nested ones.
  ...(id.includes('.') ? { sortable: false } : {}),
  ...(group ? { group } : {}),
});

const label = (labels: Readonly<Record<string, string>>, value: unknown) =>
  typeof value === 'string' ? (labels[value] ?? value) : value;

const guardian = (set: 'guardian' | 'guardian2', n: string): CustomerColumn[] => {
  const of = (row: CustomerGridRow): CustomerGuardian => row[set] ?? {};
  return [
    col(`${set}.firstName`, `Imię opiekuna${n}`, 'text', (r) => of(r).firstName, 'guardian'),
    col(`${set}.lastName`, `Nazwisko opiekuna${n}`, 'text', (r) => of(r).lastName, 'guardian'),
    col(`${set}.email`, `E-mail opiekuna${n}`, 'text', (r) => of(r).email, 'guardian'),
    col(`${set}.phoneNumber`, `Telefon opiekuna${n}`, 'text', (r) => of(r).phoneNumber, 'guardian'),
  ];
};

/**
 * The birth date as the day it is: the API declares text, but a stored ISO date-time arrives revived into a
 * Date (the client revives every ISO date-time, first document §7).
 */
const birthDateText = (value: string | Date | null | undefined) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;

const address = (row: CustomerGridRow) => row.invoiceData?.address ?? {};

/** First document §3 / second document §3 "Customer grid columns", in the spec's order. */
export const CUSTOMER_COLUMNS: readonly CustomerColumn[] = [
  col('_id', 'Id', 'text', (r) => r._id),
  col('eventIds', 'Projekty (id)', 'text', (r) => r.eventIds),
  col('firstName', 'Imię', 'text', (r) => r.firstName),
  col('lastName', 'Nazwisko', 'text', (r) => r.lastName),
  col('status', 'Status', 'text', (r) => label(CUSTOMER_STATUS_LABELS, r.status)),
  col('email', 'E-mail', 'text', (r) => r.email),
  col('phoneNumber', 'Telefon', 'text', (r) => r.phoneNumber),
  col('active', 'Aktywny', 'boolean', (r) => r.active),
  col('amount', 'Kwota', 'money', (r) => r.amount),
  col('paid', 'Wpłacono', 'money', (r) => r.paid),
  col('settled', 'Rozliczono', 'money', (r) => r.settled),
  col('invoiceAmount', 'Zafakturowano', 'money', (r) => r.invoiceAmount),
  col('diff', 'Różnica', 'money', (r) => r.diff),
  col('leftToPay', 'Pozostało do zapłaty', 'money', (r) => r.leftToPay),
  col('latePayments', 'Zaległe wpłaty', 'money', (r) => r.latePayments),
  col('employeeName', 'Pracownik', 'text', (r) => r.employeeName),
  col('billingsCount', 'Liczba należności', 'number', (r) => r.billingsCount),
  col('calendarCount', 'Liczba kalendarzy', 'number', (r) => r.calendarCount),
  col('billingsNoInvoiceCount', 'Należności bez faktury', 'number', (r) => r.billingsNoInvoiceCount),
  col('eventsNames', 'Projekty', 'text', (r) => r.eventsNames),
  col('firstName2', 'Imię (2. osoba)', 'text', (r) => r.firstName2, 'secondPerson'),
  col('lastName2', 'Nazwisko (2. osoba)', 'text', (r) => r.lastName2, 'secondPerson'),
  col('email2', 'E-mail (2. osoba)', 'text', (r) => r.email2, 'secondPerson'),
  col('phoneNumber2', 'Telefon (2. osoba)', 'text', (r) => r.phoneNumber2, 'secondPerson'),
  col('description', 'Opis', 'text', (r) => r.description),
  col('key', 'Klucz', 'text', (r) => r.key),
  col('allowMarketingEmail', 'Zgoda marketingowa', 'boolean', (r) => r.allowMarketingEmail),
  col('allowEmail', 'Zgoda na e-maile', 'boolean', (r) => r.allowEmail),
  col('type', 'Typ', 'text', (r) => label(CUSTOMER_TYPE_LABELS, r.type)),
  col('billingDefaults.billingAmount', 'Domyślna kwota', 'money', (r) => r.billingDefaults?.billingAmount),
  ...guardian('guardian', ''),
  ...guardian('guardian2', ' (2)'),
  col('birthDate', 'Data urodzenia', 'text', (r) => birthDateText(r.birthDate)),
  col('nationalNo', 'PESEL', 'text', (r) => r.nationalNo),
  col('passportNo', 'Paszport', 'text', (r) => r.passportNo),
  col('nationalNo2', 'PESEL (2. osoba)', 'text', (r) => r.nationalNo2, 'secondPerson'),
  col('passportNo2', 'Paszport (2. osoba)', 'text', (r) => r.passportNo2, 'secondPerson'),
  col('invoiceData.fullName', 'Nazwa do faktury', 'text', (r) => r.invoiceData?.fullName),
  col('invoiceData.taxId', 'NIP', 'text', (r) => r.invoiceData?.taxId),
  col('invoiceData.personalId', 'PESEL do faktury', 'text', (r) => r.invoiceData?.personalId),
  col('invoiceData.address.country', 'Kraj', 'text', (r) => address(r).country),
  col('invoiceData.address.city', 'Miejscowość', 'text', (r) => address(r).city),
  col('invoiceData.address.postalCode', 'Kod pocztowy', 'text', (r) => address(r).postalCode),
  col('invoiceData.address.street', 'Ulica', 'text', (r) => address(r).street),
  col('invoiceData.address.homeNo', 'Nr domu', 'text', (r) => address(r).homeNo),
  col('invoiceData.address.flatNo', 'Nr lokalu', 'text', (r) => address(r).flatNo),
];

/** "Settings flags twoPeople and hasGuardian show or hide second-person and guardian columns." */
export function customerColumns(flags: { twoPeople: boolean; hasGuardian: boolean }): CustomerColumn[] {
  return CUSTOMER_COLUMNS.filter(
    (column) =>
      (column.group !== 'secondPerson' || flags.twoPeople) &&
      (column.group !== 'guardian' || flags.hasGuardian),
  );
}
