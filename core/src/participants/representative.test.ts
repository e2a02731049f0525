import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { participantContact } from './participant-contact.js';
import { representativeFromCustomer } from './representative.js';

describe('representativeFromCustomer: "A representative can be created from a customer"', () => {
  it('makes a registered representative linked to the customer with its personal fields', () => {
    const customer = {
      _id: 'c1',
      firstName: 'Anna',
      lastName: ' Nowak ',
      email: 'anna@example.pl',
      phoneNumber: '600100200',
      birthDate: new Date('1990-04-01T00:00:00Z'),
      nationalNo: '90040112345',
      passportNo: '',
      firstName2: 'Jan',
      lastName2: null,
      invoiceData: { fullName: 'Nowak i s-ka' },
    };
    const participant = representativeFromCustomer(customer);
    expect(participant).toMatchObject({
      status: 'registered',
      representative: true,
      customerId: 'c1',
      customer,
    });
    expect(participant.data).toEqual([
      { name: 'first_name', value: 'Anna' },
      { name: 'last_name', value: 'Nowak' },
      { name: 'company_name', value: 'Nowak i s-ka' },
      { name: 'email_main', value: 'anna@example.pl' },
      { name: 'phone_number', value: '600100200' },
      { name: 'birth_date', value: '1990-04-01' },
      { name: 'national_no', value: '90040112345' },
      { name: 'first_name_2', value: 'Jan' },
    ]);
    expect(participantContact({ data: participant.data }).name).toBe('Anna Nowak');
  });

  it('keeps a text birth date and leaves out the id when the customer has none', () => {
    const participant = representativeFromCustomer({ birthDate: '1990-04-01' });
    expect(participant.customerId).toBeUndefined();
    expect(participant.data).toEqual([{ name: 'birth_date', value: '1990-04-01' }]);
  });

  it('rejects a non-object and an invalid birth date', () => {
    expect(() => representativeFromCustomer(null as never)).toThrow(
      new ValidationError('Klient musi być obiektem'),
    );
    expect(() => representativeFromCustomer({ birthDate: new Date('x') })).toThrow(
      'Pole birthDate klienta musi być poprawną datą',
    );
  });
});
