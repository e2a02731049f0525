import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import type { Customer } from './customer.js';
import { CUSTOMER_MERGE_CONCATENATED_FIELDS, mergeCustomers } from './merge-customers.js';

describe('mergeCustomers: "On merge, the first non-empty value wins, and some fields concatenate multiple different values with a space"', () => {
  it('the first non-empty value wins', () => {
    const primary: Customer = {
      _id: 'a',
      firstName: ' ',
      lastName: 'Nowak',
      nationalNo: null,
      active: false,
      type: 'participant',
    };
    const other: Customer = {
      _id: 'b',
      firstName: 'Anna',
      lastName: 'Kowal',
      nationalNo: '90040112345',
      active: true,
      organizationId: 'o1',
    };
    expect(mergeCustomers(primary, other)).toEqual({
      _id: 'a',
      firstName: 'Anna',
      lastName: 'Nowak',
      nationalNo: '90040112345',
      active: false,
      type: 'participant',
      organizationId: 'o1',
    });
  });

  it('takes nested objects whole; an object of empty values counts as empty', () => {
    const primary: Customer = { invoiceData: { fullName: '', address: { city: '' } } };
    const other: Customer = { invoiceData: { fullName: 'Firma', taxId: '1234567890' } };
    const third: Customer = { invoiceData: { fullName: 'Inna', regon: '123' } };
    expect(mergeCustomers(primary, other, third).invoiceData).toEqual({
      fullName: 'Firma',
      taxId: '1234567890',
    });
  });

  it('0, false and valid dates are values; empty lists and invalid dates are not', () => {
    const born = new Date('1990-01-01');
    const merged = mergeCustomers(
      { billingDefaults: { price: 0 }, calendars: [], birthDate: new Date('x') },
      { billingDefaults: { price: 100 }, calendars: ['k1'], birthDate: born },
    );
    expect(merged).toEqual({ billingDefaults: { price: 0 }, calendars: ['k1'], birthDate: born });
    expect(mergeCustomers({ billingDefaults: { price: Number.NaN } }, {}).billingDefaults).toEqual({
      price: Number.NaN,
    });
  });

  it('keeps the primary empty value when no customer has one', () => {
    expect(mergeCustomers({ externalId: null }, { externalId: '' })).toEqual({ externalId: null });
  });

  it(`concatenates distinct values of ${CUSTOMER_MERGE_CONCATENATED_FIELDS.join(', ')} with a space`, () => {
    const merged = mergeCustomers(
      { description: 'VIP', key: 'K1', bio: '' },
      { description: ' VIP ', key: 'K2' },
      { description: 'płaci gotówką', key: 'K1', bio: 'Trener' },
    );
    expect(merged).toMatchObject({ description: 'VIP płaci gotówką', key: 'K1 K2', bio: 'Trener' });
    expect(mergeCustomers({ description: ' ' }, {})).toEqual({});
  });

  it('pools e-mails and phones: the first two distinct fill the two slots', () => {
    const merged = mergeCustomers(
      { email: 'a@x.pl', phoneNumber: '600100200' },
      { email: 'A@X.PL', email2: 'b@x.pl', phoneNumber: '600 100 200', phoneNumber2: '' },
    );
    expect(merged).toEqual({
      email: 'a@x.pl',
      email2: 'b@x.pl',
      phoneNumber: '600100200',
      phoneNumber2: null,
    });
  });

  it('merging a customer with itself changes nothing but trimming', () => {
    const customer: Customer = { _id: 'a', firstName: 'Jan', email: 'j@x.pl', description: 'x' };
    expect(mergeCustomers(customer, customer)).toEqual(customer);
    expect(mergeCustomers(customer)).toEqual(customer);
  });

  it('rejects non-objects and non-text concatenated values', () => {
    expect(() => mergeCustomers({}, null as never)).toThrow(new ValidationError('Klient musi być obiektem'));
    expect(() => mergeCustomers([] as never)).toThrow('Klient musi być obiektem');
    expect(() => mergeCustomers({ key: 5 as never })).toThrow('Pole key klienta musi być tekstem');
  });
});
