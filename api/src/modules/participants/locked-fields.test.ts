import type { FormFieldDefinition } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { lockedFieldNames, ruleVariables } from './locked-fields.js';

const field = (plugin: string, field_name: string, extra: Partial<FormFieldDefinition> = {}) =>
  ({ plugin, field_name, label: field_name, ...extra }) as FormFieldDefinition;

describe('lockedFieldNames: what the participant cannot change from their form link', () => {
  it('products, installment plans, priced fields, options with prices and files are locked; personal data is not', () => {
    const definition = [
      field('FirstName', 'first_name'),
      field('Product', 'products'),
      field('InstallmentsSelect', 'installments'),
      field('Multiplier', 'nights', { hasPrice: true }),
      field('Dropdown', 'workshop', {
        options: [
          { value: 'none', price: 0 },
          { value: 'photo', price: 8_000 },
        ],
      }),
      field('Dropdown', 'diet', { options: [{ value: 'vege', price: 0 }] }),
      field('PhoneNumber', 'phone_number'),
      field('FileUpload', 'scan'),
    ];
    expect(lockedFieldNames(definition, [])).toEqual([
      'products',
      'installments',
      'nights',
      'workshop',
      'scan',
    ]);
  });

  it("fields a payment rule's jsonRule or a field's visibility rule reads are locked", () => {
    const definition = [
      field('Toggle', 'student'),
      field('Toggle', 'bus'),
      field('TextInput', 'stop', { jsonRule: { logic: { '==': [{ var: ['bus', false] }, true] } } }),
      field('TextInput', 'comment'),
    ];
    const rules = [
      { name: 'Zniżka', amount: -5_000, jsonRule: { and: [{ '==': [{ var: 'student' }, true] }] } },
    ];
    expect(lockedFieldNames(definition, rules)).toEqual(['student', 'bus']);
  });

  it('ruleVariables reads nested and dotted vars', () => {
    expect([...ruleVariables({ or: [{ var: 'a.b' }, { '!': { var: ['c'] } }, 'x'] })]).toEqual(['a', 'c']);
  });
});
