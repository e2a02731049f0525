import { ValidationError } from '../errors/index.js';
import type { Customer } from './customer.js';

/** "At most 2 phone numbers and 2 e-mails are listed per customer." */
export const CUSTOMER_MAX_PHONES = 2;
export const CUSTOMER_MAX_EMAILS = 2;

export interface CustomerContactList {
  emails: string[];
  phones: string[];
}

function addDistinct(
  list: string[],
  value: unknown,
  field: string,
  identity: (text: string) => string,
  limit: number,
): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string') throw new ValidationError(`Pole ${field} klienta musi być tekstem`);
  const text = value.trim();
  if (text === '' || list.length >= limit) return;
  const id = identity(text);
  if (!list.some((existing) => identity(existing) === id)) list.push(text);
}

const emailIdentity = (text: string): string => text.toLowerCase();
const phoneIdentity = (text: string): string => text.replace(/\s+/g, '');

/**
 * The e-mails and phones listed for customers, in order, at most two of each ("At most 2 phone numbers and
 * 2 e-mails are listed per customer"). Values are trimmed; duplicates are dropped (e-mails compared
 * case-insensitively, phones without spaces). With several customers (a merge) their contacts are pooled in
 * the given order.
 */
export function customerContacts(
  ...customers: Pick<Customer, 'email' | 'email2' | 'phoneNumber' | 'phoneNumber2'>[]
): CustomerContactList {
  const emails: string[] = [];
  const phones: string[] = [];
  for (const customer of customers) {
    if (typeof customer !== 'object' || customer === null)
      throw new ValidationError('Klient musi być obiektem');
    addDistinct(emails, customer.email, 'email', emailIdentity, CUSTOMER_MAX_EMAILS);
    addDistinct(emails, customer.email2, 'email2', emailIdentity, CUSTOMER_MAX_EMAILS);
    addDistinct(phones, customer.phoneNumber, 'phoneNumber', phoneIdentity, CUSTOMER_MAX_PHONES);
    addDistinct(phones, customer.phoneNumber2, 'phoneNumber2', phoneIdentity, CUSTOMER_MAX_PHONES);
  }
  return { emails, phones };
}
