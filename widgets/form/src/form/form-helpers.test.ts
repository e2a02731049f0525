import type { FormFieldDefinition } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { groupMemberDefinition, sharedCustomerValues } from './participant-fields.js';
import { prefillValues } from './prefill.js';
import { DEFINITION } from './public-form.fixture.js';
import { placeServerErrors } from './server-errors.js';

const def = (field_name: string, plugin = 'TextInput'): FormFieldDefinition => ({
  field_name,
  plugin,
  element: plugin,
});

describe('form widget helpers', () => {
  it('prefills e-mail, names and data-field-<field_name> values of fields the form has (typed by kind)', () => {
    const definition = [...DEFINITION, def('nights', 'NumberInput'), def('bus', 'Toggle')];
    expect(
      prefillValues(
        {
          email: 'a@b.pl',
          firstName: 'Ala',
          lastName: 'Kot',
          fieldNotes: 'x',
          fieldNights: '3',
          fieldBus: 'true',
          fieldMissing: 'y',
          project: 'oboz',
          theme: '{}',
        },
        definition,
      ),
    ).toEqual({
      email_main: 'a@b.pl',
      first_name: 'Ala',
      last_name: 'Kot',
      notes: 'x',
      nights: 3,
      bus: true,
    });
  });

  it('places "body.data.x", "participants[n].data.x" and „x” messages on fields; the rest stays general', () => {
    const names = new Set(['email_main', 'first_name', 'phone_number']);
    expect(
      placeServerErrors(
        [
          'body.data.email_main: Nieprawidłowy adres e-mail.',
          'participants[1].data.first_name: To pole jest wymagane.',
          'data.phone_number: Nieprawidłowy numer telefonu.',
          'Nieznane pole „first_name”.',
          'data: Dane formularza muszą być obiektem.',
        ],
        names,
      ),
    ).toEqual([
      { participant: 0, field: 'email_main', message: 'Nieprawidłowy adres e-mail.' },
      { participant: 2, field: 'first_name', message: 'To pole jest wymagane.' },
      { participant: 0, field: 'phone_number', message: 'Nieprawidłowy numer telefonu.' },
      { participant: 0, field: 'first_name', message: 'Nieznane pole „first_name”.' },
      { participant: 0, field: null, message: 'data: Dane formularza muszą być obiektem.' },
    ]);
  });

  it('a group member fills first_name, last_name and the non-customer fields, and carries the customer data', () => {
    const definition = [
      def('first_name', 'FirstName'),
      def('last_name', 'LastName'),
      def('email_main', 'MainEmail'),
      def('phone_number', 'PhoneNumber'),
      def('customer_city'),
      def('installments_select', 'InstallmentsSelect'),
      def('shirt_size', 'Dropdown'),
    ];
    expect(groupMemberDefinition(definition).map((f) => f.field_name)).toEqual([
      'first_name',
      'last_name',
      'shirt_size',
    ]);
    expect(
      sharedCustomerValues(definition, {
        first_name: 'Anna',
        email_main: 'a@b.pl',
        phone_number: '600100200',
        installments_select: 'plan1',
        shirt_size: 'M',
      }),
    ).toEqual({ phone_number: '600100200', installments_select: 'plan1' });
  });
});
