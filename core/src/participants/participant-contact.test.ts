import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import type { Participant } from './participant.js';
import { participantContact } from './participant-contact.js';

type Sources = Pick<Participant, 'data' | 'calculated' | 'customer'>;
const amounts = { totalSum: 0, leftToPay: 0, leftToPayLate: 0, leftToPayRequired: 0, payments: 0 };

describe('participantContact: "Name, two e-mails and two phones are read from the participant, then from its calculated values, then from the customer"', () => {
  const full: Sources = {
    data: [
      { name: 'first_name', value: ' Anna ' },
      { name: 'last_name', value: 'Nowak' },
      { name: 'email_main', value: 'anna@example.pl' },
      { name: 'email_main_2', value: 'jan@example.pl' },
      { name: 'phone_number', value: '600100200' },
      { name: 'phone_number_2', value: 600100300 },
    ],
    calculated: {
      ...amounts,
      fields: { first_name: 'X', email_main: 'calc@example.pl', phone_number: '111' },
    },
    customer: {
      firstName: 'Y',
      lastName: 'Z',
      email: 'cust@example.pl',
      email2: 'c2@example.pl',
      phoneNumber: '222',
      phoneNumber2: '333',
    },
  };

  it('takes every item from the participant when it has it', () => {
    expect(participantContact(full)).toEqual({
      name: 'Anna Nowak',
      email: 'anna@example.pl',
      email2: 'jan@example.pl',
      phone: '600100200',
      phone2: '600100300',
    });
  });

  it('falls back item by item: participant → calculated → customer', () => {
    const sources: Sources = {
      data: [{ name: 'email_main', value: '  ' }],
      calculated: { ...amounts, fields: { email_main: 'calc@example.pl', phone_number: '111' } },
      customer: full.customer,
    };
    expect(participantContact(sources)).toEqual({
      name: 'Y Z',
      email: 'calc@example.pl',
      email2: 'c2@example.pl',
      phone: '111',
      phone2: '333',
    });
  });

  it.each([
    [
      'first name plus last name',
      [
        { name: 'first_name', value: 'Anna' },
        { name: 'last_name', value: 'Nowak' },
      ],
      'Anna Nowak',
    ],
    ['first name alone', [{ name: 'first_name', value: 'Anna' }], 'Anna'],
    ['last name alone', [{ name: 'last_name', value: 'Nowak' }], 'Nowak'],
    ['else company name', [{ name: 'company_name', value: 'Firma sp. z o.o.' }], 'Firma sp. z o.o.'],
    [
      'person name beats company name',
      [
        { name: 'company_name', value: 'Firma' },
        { name: 'first_name', value: 'Ola' },
      ],
      'Ola',
    ],
    ["else '< Nowy >'", [], '< Nowy >'],
  ])('display name: %s', (_name, data, expected) => {
    expect(participantContact({ data }).name).toBe(expected);
  });

  it('the name comes whole from one source, and the customer company name is its invoice full name', () => {
    expect(
      participantContact({
        calculated: { ...amounts, fields: { last_name: 'Kowal' } },
        customer: { firstName: 'Jan' },
      }).name,
    ).toBe('Kowal');
    expect(participantContact({ customer: { invoiceData: { fullName: 'Szkoła Nr 1' } } }).name).toBe(
      'Szkoła Nr 1',
    );
  });

  it('reads null where no source has a value, and ignores non-text values', () => {
    expect(participantContact({ data: [{ name: 'email_main', value: { a: 1 } }], customer: null })).toEqual({
      name: '< Nowy >',
      email: null,
      email2: null,
      phone: null,
      phone2: null,
    });
    expect(
      participantContact({ calculated: { ...amounts, fields: { phone_number: Number.NaN } } }).phone,
    ).toBeNull();
  });

  it.each([
    ['data that is not a list', { data: {} }, 'Pole data uczestnika musi być listą par nazwa/wartość'],
    [
      'calculated fields that are a list',
      { calculated: { ...amounts, fields: [] } },
      'Pole calculated.fields musi być obiektem',
    ],
    ['a customer that is text', { customer: 'Jan' }, 'Pole customer uczestnika musi być obiektem'],
    ['no participant', null, 'Uczestnik musi być obiektem'],
  ])('rejects %s', (_name, value, message) => {
    expect(() => participantContact(value as never)).toThrow(new ValidationError(message));
  });
});
