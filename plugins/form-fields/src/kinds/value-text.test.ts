import { createFormFieldKindRegistry, formFieldValueText } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { formFieldKinds } from './index.js';

const registry = createFormFieldKindRegistry(formFieldKinds);
const context = {
  products: [
    { productId: 'oQHTfvJwyH', name: 'Udział w wydarzeniu' },
    { _id: 'shirt', name: 'Koszulka' },
  ],
  installments: [{ definitionId: 'snj5s128tselqc96zcgfnvot46', name: '3 raty' }],
};
const text = (field: Record<string, unknown>, value: unknown) =>
  formFieldValueText(registry, { field_name: 'f', ...field }, value, context);

describe('formatValue of the built-in kinds: labels, never ids or raw values (issue 14)', () => {
  it('a product answer is the product name, with the count when more than one', () => {
    expect(text({ plugin: 'Product' }, 'oQHTfvJwyH')).toBe('Udział w wydarzeniu');
    expect(text({ plugin: 'Product' }, { oQHTfvJwyH: 1, shirt: 2 })).toBe(
      'Udział w wydarzeniu, Koszulka × 2',
    );
    expect(text({ plugin: 'Product' }, 'gone')).toBe('produkt usunięty z projektu');
  });
  it('an installments answer is the plan name', () => {
    expect(text({ plugin: 'InstallmentsSelect' }, 'snj5s128tselqc96zcgfnvot46')).toBe('3 raty');
    expect(text({ plugin: 'InstallmentsSelect' }, 'other')).toBe('plan usunięty z projektu');
  });
  it('an option value is its label (Dropdown, RadioButtons, Checkboxes)', () => {
    const options = [
      { value: 'none', label: 'Bez warsztatów' },
      { value: 'photo', label: 'Warsztaty fotograficzne' },
    ];
    expect(text({ plugin: 'Dropdown', options }, 'photo')).toBe('Warsztaty fotograficzne');
    expect(text({ plugin: 'RadioButtons', options }, 'none')).toBe('Bez warsztatów');
    expect(text({ plugin: 'Checkboxes', options }, ['photo', 'none'])).toBe(
      'Warsztaty fotograficzne, Bez warsztatów',
    );
  });
  it("a toggle is 'Tak'/'Nie' unless the cell overrides its labels (spec §3)", () => {
    expect(text({ plugin: 'Toggle' }, true)).toBe('Tak');
    expect(text({ plugin: 'Toggle' }, false)).toBe('Nie');
    expect(text({ plugin: 'Toggle', yesLabel: 'Zgoda' }, true)).toBe('Zgoda');
  });
  it("a date is shown in the field's dateFormat (default dd/MM/yyyy)", () => {
    expect(text({ plugin: 'DatePicker' }, '2026-05-01')).toBe('01/05/2026');
    expect(text({ plugin: 'DatePicker', dateFormat: 'dd.MM.yyyy' }, '2026-05-01')).toBe('01.05.2026');
  });
  it('uploads are counted, not listed by id', () => {
    expect(text({ plugin: 'FileUpload' }, ['u1', 'u2'])).toBe('2 pliki');
  });
});
