import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { PARTICIPANT_FIELD_NAMES } from '../participants/index.js';
import {
  customerFieldName,
  FORM_FIELD_NAMES,
  FORM_PERSONAL_FIELD_NAMES,
  type FormPersonalFieldName,
  guardianFieldName,
  secondPersonFieldName,
} from './form-field-names.js';
import {
  FORM_COLUMN_KINDS,
  FORM_CONTAINER_KINDS,
  FORM_ELEMENT_KINDS,
  FORM_TOGGLE_ELEMENT_KINDS,
  isFormContainerKind,
  isFormElementKind,
} from './form-kinds.js';

describe('well-known field names (spec §3)', () => {
  it('lists the personal set in the spec order', () => {
    expect(Object.values(FORM_PERSONAL_FIELD_NAMES)).toEqual([
      'email_main',
      'first_name',
      'last_name',
      'phone_number',
      'birth_date',
      'company_name',
      'national_no',
      'passport_no',
      'tax_id',
      'street',
      'home_no',
      'flat_no',
      'postal_code',
      'city',
      'country',
    ]);
  });

  it('has unique names and agrees with the participant module', () => {
    const names = Object.values(FORM_FIELD_NAMES);
    expect(new Set(names).size).toBe(names.length);
    for (const name of Object.values(PARTICIPANT_FIELD_NAMES)) {
      if (!name.endsWith('_2')) expect(names).toContain(name);
    }
    expect(FORM_FIELD_NAMES.installmentsSelect).toBe('installments_select');
    expect(FORM_FIELD_NAMES.paymentForm).toBe('paymentForm');
  });

  it.each<[FormPersonalFieldName, string, string, string, string]>([
    ['first_name', 'customer_first_name', 'parent_first_name', 'parent_first_name2', 'first_name_2'],
    ['email_main', 'customer_email_main', 'parent_email_main', 'parent_email_main2', 'email_main_2'],
    ['tax_id', 'customer_tax_id', 'parent_tax_id', 'parent_tax_id2', 'tax_id_2'],
  ])(
    "%s: 'customer_ prefix', 'parent_ prefix with a second set suffixed 2', 'second-person fields suffixed _2'",
    (name, customer, guardian, secondGuardian, secondPerson) => {
      expect(customerFieldName(name)).toBe(customer);
      expect(guardianFieldName(name)).toBe(guardian);
      expect(guardianFieldName(name, true)).toBe(secondGuardian);
      expect(secondPersonFieldName(name)).toBe(secondPerson);
    },
  );

  it.each(['product', 'customer_first_name', '', 5])('refuses %j, which is not a personal field', (name) => {
    const message = `Pole „${String(name)}” nie należy do pól danych osobowych`;
    expect(() => customerFieldName(name as never)).toThrow(new ValidationError(message));
    expect(() => guardianFieldName(name as never)).toThrow(new ValidationError(message));
    expect(() => secondPersonFieldName(name as never)).toThrow(new ValidationError(message));
  });
});

describe('form element kinds, containers and column kinds (spec §3)', () => {
  it('has the 24 element kinds, 4 containers and 13 column kinds', () => {
    expect(FORM_ELEMENT_KINDS).toHaveLength(24);
    expect(FORM_CONTAINER_KINDS).toEqual([
      'TwoColumnRow',
      'ThreeColumnRow',
      'FourColumnRow',
      'CollapsibleRow',
    ]);
    expect(FORM_COLUMN_KINDS).toHaveLength(13);
    expect(FORM_TOGGLE_ELEMENT_KINDS).toEqual(['Toggle', 'EmailToggle', 'EmptyFormToggle']);
  });

  it.each<[unknown, boolean, boolean]>([
    ['TextInput', true, false],
    ['EmployeeSelect', true, false],
    ['CollapsibleRow', false, true],
    ['PriceSummary', false, false],
    ['textinput', false, false],
    [null, false, false],
  ])('%j: element %s, container %s', (value, element, container) => {
    expect(isFormElementKind(value)).toBe(element);
    expect(isFormContainerKind(value)).toBe(container);
  });
});
