import { BusinessError, HttpError, ValidationError } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { fieldLabelAt, problemsFromMessages, registrationProblems } from './payment-onboarding-errors.js';
import { SMALL_ONBOARDING_SCHEMA } from './payment-onboarding-fixtures.js';
import { emptyOnboardingValues, withoutBlanks } from './payment-onboarding-values.js';

const schema = SMALL_ONBOARDING_SCHEMA;

describe('payment onboarding: server messages and blank values', () => {
  it('"each message starts with the field path": nested and list paths get the field labels', () => {
    expect(fieldLabelAt(schema, ['contactPerson', 'phoneNumber'])).toBe(
      'Osoba kontaktowa › Telefon (9 cyfr)',
    );
    expect(fieldLabelAt(schema, ['representatives', '1', 'pesel'])).toBe('Reprezentant 2 › PESEL');
    expect(fieldLabelAt(schema, ['representatives'])).toBe('Reprezentanci');
    expect(fieldLabelAt(schema, ['unknown'])).toBeNull();
  });

  it('"path-prefixed messages go under their fields"; messages without a known field are listed as they came', () => {
    expect(
      problemsFromMessages(schema, [
        'body.contactPerson.phoneNumber: Numer telefonu musi mieć 9 cyfr.',
        'body.representatives[0].pesel: pole jest wymagane',
        'body.nip: NIP jest nieprawidłowy.',
        'Nieprawidłowe dane.',
      ]),
    ).toEqual({
      fields: {
        'contactPerson.phoneNumber': ['Numer telefonu musi mieć 9 cyfr.'],
        'representatives.0.pesel': ['pole jest wymagane'],
      },
      lines: [
        'Osoba kontaktowa › Telefon (9 cyfr): Numer telefonu musi mieć 9 cyfr.',
        'Reprezentant 1 › PESEL: pole jest wymagane',
        'body.nip: NIP jest nieprawidłowy.',
        'Nieprawidłowe dane.',
      ],
    });
  });

  it('"409/503: the Polish message"; other errors are left to the global handling', () => {
    expect(registrationProblems(schema, new BusinessError('Już zarejestrowano.'))?.lines).toEqual([
      'Już zarejestrowano.',
    ]);
    expect(
      registrationProblems(schema, new HttpError({ status: 503, path: '/x', message: 'Niedostępne.' }))
        ?.lines,
    ).toEqual(['Niedostępne.']);
    expect(registrationProblems(schema, new ValidationError(['name: za długie']))?.fields).toEqual({
      name: ['za długie'],
    });
    expect(registrationProblems(schema, new HttpError({ status: 500, path: '/x' }))).toBeNull();
  });

  it('"blank texts are not sent": required groups and list rows stay, an empty optional group goes', () => {
    expect(emptyOnboardingValues(schema)).toEqual({ contactPerson: {} });
    expect(
      withoutBlanks(schema, {
        name: '',
        contactPerson: { name: '', phoneNumber: '600100200' },
        correspondenceAddress: { city: '' },
        representatives: [{ name: '' }],
      }),
    ).toEqual({ contactPerson: { phoneNumber: '600100200' }, representatives: [{}] });
  });
});
