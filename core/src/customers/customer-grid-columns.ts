/**
 * The customers grid's columns (first document §3, second document §2 "Customer grid columns"), shared by
 * the admin's grid and the server's CSV/XLSX export, so both show the same Polish headers and labels:
 * statuses and types by their labels, never the stored values; ids (`_id`, `eventIds`) are there for the
 * column chooser but hidden by default. "Settings flags twoPeople and hasGuardian show or hide
 * second-person and guardian columns."
 */
import { CUSTOMER_TYPE_LABELS } from './customer.js';
import { CUSTOMER_STATUS_LABELS } from './customer-status.js';

/** How a value is shown: money in grosze, `day` a calendar day without time. */
export type CustomerGridColumnKind = 'text' | 'number' | 'money' | 'day' | 'boolean';

/** Columns the organization's customerSettings flags switch: `twoPeople` and `hasGuardian`. */
export type CustomerColumnGroup = 'secondPerson' | 'guardian';

export interface CustomerGridColumn {
  /** The path into a grid row ('invoiceData.address.city'). */
  field: string;
  header: string;
  kind: CustomerGridColumnKind;
  group?: CustomerColumnGroup;
  /** Internal ids: offered by the column chooser, not shown until chosen, never exported. */
  internal?: boolean;
  /** The Polish label of each stored value. */
  labels?: Readonly<Record<string, string>>;
}

/** The organization's customerSettings flags the grid honours. */
export interface CustomerColumnFlags {
  twoPeople: boolean;
  hasGuardian: boolean;
}

const c = (
  field: string,
  header: string,
  kind: CustomerGridColumnKind = 'text',
  extra: Partial<CustomerGridColumn> = {},
): CustomerGridColumn => ({ field, header, kind, ...extra });

const second = { group: 'secondPerson' } as const;
const guardian = { group: 'guardian' } as const;

const guardianColumns = (set: 'guardian' | 'guardian2', n: string): CustomerGridColumn[] => [
  c(`${set}.firstName`, `Imię opiekuna${n}`, 'text', guardian),
  c(`${set}.lastName`, `Nazwisko opiekuna${n}`, 'text', guardian),
  c(`${set}.email`, `E-mail opiekuna${n}`, 'text', guardian),
  c(`${set}.phoneNumber`, `Telefon opiekuna${n}`, 'text', guardian),
];

/** Every column, in the spec's order. */
export const CUSTOMER_GRID_COLUMNS: readonly CustomerGridColumn[] = [
  c('_id', 'Id klienta', 'text', { internal: true }),
  c('eventIds', 'Id projektów', 'text', { internal: true }),
  c('firstName', 'Imię'),
  c('lastName', 'Nazwisko'),
  c('status', 'Status', 'text', { labels: CUSTOMER_STATUS_LABELS }),
  c('email', 'E-mail'),
  c('phoneNumber', 'Telefon'),
  c('active', 'Aktywny', 'boolean'),
  c('amount', 'Kwota', 'money'),
  c('paid', 'Wpłacono', 'money'),
  c('settled', 'Rozliczono', 'money'),
  c('invoiceAmount', 'Zafakturowano', 'money'),
  c('diff', 'Różnica', 'money'),
  c('leftToPay', 'Pozostało do zapłaty', 'money'),
  c('latePayments', 'Zaległe wpłaty', 'money'),
  c('employeeName', 'Pracownik'),
  c('billingsCount', 'Liczba należności', 'number'),
  c('calendarCount', 'Liczba kalendarzy', 'number'),
  c('billingsNoInvoiceCount', 'Należności bez faktury', 'number'),
  c('eventsNames', 'Projekty'),
  c('firstName2', 'Imię (2. osoba)', 'text', second),
  c('lastName2', 'Nazwisko (2. osoba)', 'text', second),
  c('email2', 'E-mail (2. osoba)', 'text', second),
  c('phoneNumber2', 'Telefon (2. osoba)', 'text', second),
  c('description', 'Opis'),
  c('key', 'Klucz'),
  c('allowMarketingEmail', 'Zgoda marketingowa', 'boolean'),
  c('allowEmail', 'Zgoda na e-maile', 'boolean'),
  c('type', 'Typ', 'text', { labels: CUSTOMER_TYPE_LABELS }),
  c('billingDefaults.billingAmount', 'Domyślna kwota', 'money'),
  ...guardianColumns('guardian', ''),
  ...guardianColumns('guardian2', ' (2)'),
  c('birthDate', 'Data urodzenia', 'day'),
  c('nationalNo', 'PESEL'),
  c('passportNo', 'Paszport'),
  c('nationalNo2', 'PESEL (2. osoba)', 'text', second),
  c('passportNo2', 'Paszport (2. osoba)', 'text', second),
  c('invoiceData.fullName', 'Nazwa do faktury'),
  c('invoiceData.taxId', 'NIP'),
  c('invoiceData.personalId', 'PESEL do faktury'),
  c('invoiceData.address.country', 'Kraj'),
  c('invoiceData.address.city', 'Miejscowość'),
  c('invoiceData.address.postalCode', 'Kod pocztowy'),
  c('invoiceData.address.street', 'Ulica'),
  c('invoiceData.address.homeNo', 'Nr domu'),
  c('invoiceData.address.flatNo', 'Nr lokalu'),
];

/** Whether the organization's flags let a column group show: second person with twoPeople, guardians with hasGuardian. */
export function customerGroupShown(
  group: CustomerColumnGroup | undefined,
  flags: CustomerColumnFlags,
): boolean {
  if (group === 'secondPerson') return flags.twoPeople;
  if (group === 'guardian') return flags.hasGuardian;
  return true;
}

/** "Settings flags twoPeople and hasGuardian show or hide second-person and guardian columns." */
export function customerGridColumns(flags: CustomerColumnFlags): CustomerGridColumn[] {
  return CUSTOMER_GRID_COLUMNS.filter((column) => customerGroupShown(column.group, flags));
}

/** The columns an export writes: the ones the flags show, without the internal ids. */
export function customerExportColumns(flags: CustomerColumnFlags): CustomerGridColumn[] {
  return customerGridColumns(flags).filter((column) => !column.internal);
}

/** The stored value at a column's path ('invoiceData.address.city'). */
export function customerColumnValue(row: object, field: string): unknown {
  let value: unknown = row;
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The value to show: a stored status or type as its Polish label, anything else as stored. */
export function customerCellValue(row: object, column: CustomerGridColumn): unknown {
  const value = customerColumnValue(row, column.field);
  if (column.labels && typeof value === 'string') return column.labels[value] ?? value;
  return value;
}
