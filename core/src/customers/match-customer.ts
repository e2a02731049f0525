import { ValidationError } from '../errors/index.js';
import type { Customer } from './customer.js';

type MatchFields = Pick<Customer, 'externalId' | 'externalSystem' | 'email' | 'key'>;

/** Which identifier a match was made by, in the order they are tried. */
export type CustomerMatchedBy = 'externalId' | 'email' | 'key';

export interface CustomerMatch<C> {
  customer: C;
  matchedBy: CustomerMatchedBy;
}

function clean(value: unknown, field: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ValidationError(`Pole ${field} klienta musi być tekstem`);
  return value.trim();
}

/** Normalised e-mail for comparison: trimmed, lower-case. */
export function normalizeCustomerEmail(email: string | null | undefined): string {
  return clean(email, 'email').toLowerCase();
}

/**
 * "Customers match by external id, e-mail or key." Tried in that order over the whole list, so an external-id
 * match beats an earlier customer with the same e-mail:
 * - externalId equal (trimmed) and externalSystem equal (trimmed, absent = ''): ids of different systems differ;
 * - e-mail equal, compared trimmed and case-insensitively (the primary e-mail only);
 * - key equal (trimmed, case-sensitive), or one of the space-separated keys of a merged customer
 *   (see `mergeCustomers`).
 * Empty identifiers never match. Returns the first customer found, with what it matched by, else null.
 */
export function findMatchingCustomer<C extends MatchFields>(
  candidate: MatchFields,
  customers: readonly C[],
): CustomerMatch<C> | null {
  if (typeof candidate !== 'object' || candidate === null)
    throw new ValidationError('Klient musi być obiektem');
  if (!Array.isArray(customers)) throw new ValidationError('Klienci muszą być listą');
  for (const customer of customers) {
    if (typeof customer !== 'object' || customer === null)
      throw new ValidationError('Klient musi być obiektem');
  }
  const externalId = clean(candidate.externalId, 'externalId');
  if (externalId !== '') {
    const system = clean(candidate.externalSystem, 'externalSystem');
    const found = customers.find(
      (c) =>
        clean(c.externalId, 'externalId') === externalId &&
        clean(c.externalSystem, 'externalSystem') === system,
    );
    if (found) return { customer: found, matchedBy: 'externalId' };
  }
  const email = normalizeCustomerEmail(candidate.email);
  if (email !== '') {
    const found = customers.find((c) => normalizeCustomerEmail(c.email) === email);
    if (found) return { customer: found, matchedBy: 'email' };
  }
  const key = clean(candidate.key, 'key');
  if (key !== '') {
    const found = customers.find((c) => {
      const own = clean(c.key, 'key');
      return own === key || own.split(/\s+/).includes(key);
    });
    if (found) return { customer: found, matchedBy: 'key' };
  }
  return null;
}
