import { ValidationError } from '../errors/index.js';
import type { Customer } from './customer.js';
import { customerContacts } from './customer-contacts.js';

/**
 * Fields whose different values are all kept, joined with a space ("some fields concatenate multiple
 * different values with a space"): description and bio are free notes, and dropping one would lose what
 * someone wrote; key is the payer key that bank-transfer titles carry, so the merged customer must keep every
 * key for transfers to keep matching (`findMatchingCustomer` also matches one of the space-separated keys).
 */
export const CUSTOMER_MERGE_CONCATENATED_FIELDS = ['description', 'bio', 'key'] as const;

const CONTACT_FIELDS = new Set<string>(['email', 'email2', 'phoneNumber', 'phoneNumber2']);
const CONCATENATED = new Set<string>(CUSTOMER_MERGE_CONCATENATED_FIELDS);

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

function concatenateDistinct(values: readonly unknown[], field: string): string | undefined {
  const kept: string[] = [];
  for (const value of values) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw new ValidationError(`Pole ${field} klienta musi być tekstem`);
    const text = value.trim();
    if (text !== '' && !kept.includes(text)) kept.push(text);
  }
  return kept.length > 0 ? kept.join(' ') : undefined;
}

/**
 * Merges customers into the first ("On merge, the first non-empty value wins, and some fields concatenate
 * multiple different values with a space"):
 * - every field takes the first non-empty value in argument order (empty: absent, null, blank text, an empty
 *   list, an object with only empty values; false and 0 are values); nested objects such as invoiceData are
 *   taken whole, never mixed field by field, so an address is never stitched from two customers;
 * - description, bio and key join their distinct trimmed values with a space
 *   (`CUSTOMER_MERGE_CONCATENATED_FIELDS`);
 * - e-mails and phones are pooled in order, distinct, and the first two fill email/email2 and
 *   phoneNumber/phoneNumber2 ("At most 2 phone numbers and 2 e-mails"), so the other customer's e-mail
 *   survives when the first has only one.
 * The result keeps the first customer's _id; moving billings and other relations is not done here.
 */
export function mergeCustomers<C extends Customer>(primary: C, ...others: readonly C[]): C {
  const all = [primary, ...others];
  for (const customer of all) {
    if (typeof customer !== 'object' || customer === null || Array.isArray(customer)) {
      throw new ValidationError('Klient musi być obiektem');
    }
  }
  const fields = new Set<string>();
  for (const customer of all) for (const field of Object.keys(customer)) fields.add(field);

  const merged: Record<string, unknown> = {};
  for (const field of fields) {
    if (CONTACT_FIELDS.has(field)) continue;
    const values = all.map((customer) => (customer as Record<string, unknown>)[field]);
    if (CONCATENATED.has(field)) {
      const joined = concatenateDistinct(values, field);
      if (joined !== undefined) merged[field] = joined;
      continue;
    }
    const first = values.find((value) => !isEmptyValue(value));
    if (first !== undefined) merged[field] = first;
    else if (Object.hasOwn(primary, field)) merged[field] = (primary as Record<string, unknown>)[field];
  }
  const { emails, phones } = customerContacts(...all);
  const contacts: [string, string | undefined][] = [
    ['email', emails[0]],
    ['email2', emails[1]],
    ['phoneNumber', phones[0]],
    ['phoneNumber2', phones[1]],
  ];
  for (const [field, value] of contacts) {
    if (value !== undefined) merged[field] = value;
    else if (fields.has(field)) merged[field] = null;
  }
  return merged as C;
}
