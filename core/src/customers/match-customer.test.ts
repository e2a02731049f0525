import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import type { Customer } from './customer.js';
import { findMatchingCustomer, normalizeCustomerEmail } from './match-customer.js';

const customers: Customer[] = [
  { _id: 'a', email: 'Anna@Example.pl', key: 'K1' },
  { _id: 'b', externalId: 'X-1', externalSystem: 'crm', email: 'b@example.pl' },
  { _id: 'c', externalId: 'X-1', key: 'K2 K3' },
  { _id: 'd', email: 'anna@example.pl' },
];

describe('findMatchingCustomer: "Customers match by external id, e-mail or key"', () => {
  it.each([
    ['external id and system', { externalId: 'X-1', externalSystem: 'crm' }, 'b', 'externalId'],
    [
      'external id without a system matches only a customer without one',
      { externalId: ' X-1 ' },
      'c',
      'externalId',
    ],
    [
      'external id beats an earlier e-mail match',
      { externalId: 'X-1', email: 'anna@example.pl' },
      'c',
      'externalId',
    ],
    [
      'e-mail, trimmed and case-insensitive, first in list order',
      { email: '  ANNA@example.PL ' },
      'a',
      'email',
    ],
    ['e-mail when the external id finds nobody', { externalId: 'nope', email: 'b@example.pl' }, 'b', 'email'],
    ['key', { key: 'K1' }, 'a', 'key'],
    ['one of the keys of a merged customer', { key: 'K3' }, 'c', 'key'],
  ] as const)('matches by %s', (_name, candidate, id, matchedBy) => {
    const match = findMatchingCustomer(candidate, customers);
    expect(match?.customer._id).toBe(id);
    expect(match?.matchedBy).toBe(matchedBy);
  });

  it.each([
    ['external id of another system', { externalId: 'X-1', externalSystem: 'erp' }],
    ['empty identifiers', { externalId: ' ', email: '', key: null }],
    ['a key that is case-different', { key: 'k1' }],
    ['a key that is only part of a key', { key: 'K' }],
  ])('does not match %s', (_name, candidate) => {
    expect(findMatchingCustomer(candidate, customers)).toBeNull();
  });

  it('normalises e-mails', () => {
    expect(normalizeCustomerEmail(' A@B.PL ')).toBe('a@b.pl');
    expect(normalizeCustomerEmail(undefined)).toBe('');
  });

  it.each([
    [
      'a candidate that is not an object',
      () => findMatchingCustomer(null as never, []),
      'Klient musi być obiektem',
    ],
    ['customers that are not a list', () => findMatchingCustomer({}, {} as never), 'Klienci muszą być listą'],
    [
      'a customer that is not an object',
      () => findMatchingCustomer({ key: 'x' }, [null as never]),
      'Klient musi być obiektem',
    ],
    [
      'an e-mail that is not text',
      () => findMatchingCustomer({ email: 5 as never }, []),
      'Pole email klienta musi być tekstem',
    ],
  ])('rejects %s', (_name, call, message) => {
    expect(call).toThrow(new ValidationError(message));
  });
});
