import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { customerContacts } from './customer-contacts.js';

describe('customerContacts: "At most 2 phone numbers and 2 e-mails are listed per customer"', () => {
  it('lists both, trimmed', () => {
    expect(
      customerContacts({
        email: ' a@x.pl ',
        email2: 'b@x.pl',
        phoneNumber: '600 100 200',
        phoneNumber2: '+48 500',
      }),
    ).toEqual({
      emails: ['a@x.pl', 'b@x.pl'],
      phones: ['600 100 200', '+48 500'],
    });
  });

  it('drops duplicates (e-mails case-insensitively, phones without spaces) and empties', () => {
    expect(
      customerContacts({
        email: 'A@x.pl',
        email2: 'a@X.pl',
        phoneNumber: '600100200',
        phoneNumber2: '600 100 200',
      }),
    ).toEqual({
      emails: ['A@x.pl'],
      phones: ['600100200'],
    });
    expect(customerContacts({ email: ' ', phoneNumber: null })).toEqual({ emails: [], phones: [] });
  });

  it('pools several customers in order and stops at two of each', () => {
    expect(
      customerContacts(
        { email: 'a@x.pl', phoneNumber: '1' },
        { email: 'b@x.pl', email2: 'c@x.pl', phoneNumber: '1', phoneNumber2: '2' },
        { phoneNumber: '3' },
      ),
    ).toEqual({ emails: ['a@x.pl', 'b@x.pl'], phones: ['1', '2'] });
  });

  it('rejects non-text values and non-objects', () => {
    expect(() => customerContacts({ phoneNumber: 600100200 as never })).toThrow(
      new ValidationError('Pole phoneNumber klienta musi być tekstem'),
    );
    expect(() => customerContacts(null as never)).toThrow('Klient musi być obiektem');
  });
});
