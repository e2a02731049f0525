import { type CustomerColumnFlags, type CustomerColumnGroup, customerGroupShown } from '@zapisy/core';
import type { CustomerGridRow } from './customers-api.js';

/** A field of the customer card and edit form: a path into the customer ('invoiceData.address.city'). */
export interface CustomerField {
  path: string;
  label: string;
  kind: 'text' | 'boolean' | 'date';
  /** Shown only when the organization's twoPeople (second person) or hasGuardian (guardian) flag is on. */
  group?: CustomerColumnGroup;
}

/** The customer's own fields (first document §3 "Customer") shown on the card and edited. */
export const CUSTOMER_FIELDS: readonly CustomerField[] = [
  { path: 'firstName', label: 'Imię', kind: 'text' },
  { path: 'lastName', label: 'Nazwisko', kind: 'text' },
  { path: 'email', label: 'E-mail', kind: 'text' },
  { path: 'phoneNumber', label: 'Telefon', kind: 'text' },
  { path: 'firstName2', label: 'Imię (2. osoba)', kind: 'text', group: 'secondPerson' },
  { path: 'lastName2', label: 'Nazwisko (2. osoba)', kind: 'text', group: 'secondPerson' },
  { path: 'email2', label: 'E-mail (2. osoba)', kind: 'text', group: 'secondPerson' },
  { path: 'phoneNumber2', label: 'Telefon (2. osoba)', kind: 'text', group: 'secondPerson' },
  { path: 'birthDate', label: 'Data urodzenia', kind: 'date' },
  { path: 'nationalNo', label: 'PESEL', kind: 'text' },
  { path: 'passportNo', label: 'Paszport', kind: 'text' },
  { path: 'description', label: 'Opis', kind: 'text' },
  { path: 'key', label: 'Klucz', kind: 'text' },
  { path: 'active', label: 'Aktywny', kind: 'boolean' },
  { path: 'allowEmail', label: 'Zgoda na e-maile', kind: 'boolean' },
  { path: 'allowMarketingEmail', label: 'Zgoda marketingowa', kind: 'boolean' },
  { path: 'guardian.firstName', label: 'Imię opiekuna', kind: 'text', group: 'guardian' },
  { path: 'guardian.lastName', label: 'Nazwisko opiekuna', kind: 'text', group: 'guardian' },
  { path: 'guardian.email', label: 'E-mail opiekuna', kind: 'text', group: 'guardian' },
  { path: 'guardian.phoneNumber', label: 'Telefon opiekuna', kind: 'text', group: 'guardian' },
  { path: 'invoiceData.fullName', label: 'Nazwa do faktury', kind: 'text' },
  { path: 'invoiceData.taxId', label: 'NIP', kind: 'text' },
  { path: 'invoiceData.address.street', label: 'Ulica', kind: 'text' },
  { path: 'invoiceData.address.homeNo', label: 'Nr domu', kind: 'text' },
  { path: 'invoiceData.address.flatNo', label: 'Nr lokalu', kind: 'text' },
  { path: 'invoiceData.address.postalCode', label: 'Kod pocztowy', kind: 'text' },
  { path: 'invoiceData.address.city', label: 'Miejscowość', kind: 'text' },
  { path: 'invoiceData.address.country', label: 'Kraj', kind: 'text' },
];

/**
 * "Customer settings flags twoPeople and hasGuardian toggle the second-person and guardian columns": the
 * card and the edit form show those fields by the same flags as the grid.
 */
export function customerFieldsFor(flags: CustomerColumnFlags): CustomerField[] {
  return CUSTOMER_FIELDS.filter((field) => customerGroupShown(field.group, flags));
}

export function readPath(customer: Partial<CustomerGridRow>, path: string): unknown {
  let value: unknown = customer;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The form value of a field: text for text and dates ('yyyy-MM-dd'), a boolean for flags. */
export function fieldValue(customer: Partial<CustomerGridRow>, field: CustomerField): string | boolean {
  const value = readPath(customer, field.path);
  if (field.kind === 'boolean') return value === true;
  if (field.kind === 'date') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return typeof value === 'string' ? value.slice(0, 10) : '';
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The PATCH body of the changed fields, nested by path ({ invoiceData: { address: { city } } }); a cleared
 * text is sent as null. Nested objects carry the customer's other values of that object, so nothing is lost.
 */
export function customerPatch(
  customer: Partial<CustomerGridRow>,
  values: Readonly<Record<string, string | boolean>>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  // Objects made for this patch; the customer's own nested objects are copied, never written to.
  const made = new Set<unknown>([patch]);
  for (const field of CUSTOMER_FIELDS) {
    const next = values[field.path];
    if (next === undefined || next === fieldValue(customer, field)) continue;
    const keys = field.path.split('.');
    let target = patch;
    let source: unknown = customer;
    for (const key of keys.slice(0, -1)) {
      source = source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
      const existing = target[key];
      if (!made.has(existing)) {
        target[key] = { ...(source && typeof source === 'object' ? (source as object) : {}) };
        made.add(target[key]);
      }
      target = target[key] as Record<string, unknown>;
    }
    target[keys.at(-1) as string] = next === '' ? null : next;
  }
  return patch;
}
