// @vitest-environment jsdom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FormFieldDefinition } from '@zapisy/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerControl, isAnswerEditable } from './answer-control.js';

afterEach(cleanup);

const context = {
  products: [
    { productId: 'oQHTfvJwyH', name: 'Udział w wydarzeniu' },
    { productId: 'shirt', name: 'Koszulka' },
  ],
  installments: [
    { definitionId: 'plan1', name: 'Płatność jednorazowa' },
    { definitionId: 'plan3', name: '3 raty' },
  ],
};

function show(field: FormFieldDefinition, value: unknown) {
  const onChange = vi.fn();
  render(<AnswerControl field={field} value={value} onChange={onChange} inputId="a" context={context} />);
  return onChange;
}

const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent);

describe("AnswerControl: each answer with its field kind's own control (issue 14)", () => {
  it('a product is picked by name from the project products, the stored value is the product id', () => {
    const onChange = show({ field_name: 'product', plugin: 'Product' }, 'oQHTfvJwyH');
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(optionTexts(select)).toEqual(['— nie wybrano —', 'Udział w wydarzeniu', 'Koszulka']);
    expect(select.selectedOptions[0]?.textContent).toBe('Udział w wydarzeniu');
    expect(screen.queryByText('oQHTfvJwyH')).toBeNull();
    fireEvent.change(select, { target: { value: 'shirt' } });
    expect(onChange).toHaveBeenCalledWith('shirt');
  });

  it('an installments plan is picked by name', () => {
    const onChange = show({ field_name: 'installments_select', plugin: 'InstallmentsSelect' }, 'plan3');
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('3 raty');
    fireEvent.change(select, { target: { value: 'plan1' } });
    expect(onChange).toHaveBeenCalledWith('plan1');
  });

  it('an option is chosen from its labels', () => {
    const options = [
      { value: 'none', label: 'Bez warsztatów' },
      { value: 'photo', label: 'Warsztaty fotograficzne' },
    ];
    show({ field_name: 'workshop', plugin: 'Dropdown', options }, 'photo');
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Warsztaty fotograficzne');
    expect(optionTexts(select)).not.toContain('photo');
  });

  it("a toggle is 'Tak'/'Nie' and writes a boolean", () => {
    const onChange = show({ field_name: 'student', plugin: 'Toggle' }, true);
    expect((screen.getByLabelText('Tak') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Nie'));
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('a date uses the date control; checkboxes write the ticked values', () => {
    show({ field_name: 'birth_date', plugin: 'DatePicker' }, '2001-04-05');
    expect((document.getElementById('a') as HTMLInputElement).type).toBe('date');
    cleanup();
    const onChange = show(
      { field_name: 'extras', plugin: 'Checkboxes', options: [{ value: 'a', label: 'Obiad' }] },
      [],
    );
    fireEvent.click(screen.getByLabelText('Obiad'));
    expect(onChange).toHaveBeenCalledWith(['a']);
  });

  it('a stored value the project no longer has stays, marked, instead of turning empty', () => {
    show({ field_name: 'product', plugin: 'Product' }, 'gone1');
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.value).toBe('gone1');
    expect(select.selectedOptions[0]?.textContent).toBe('produkt usunięty z projektu');
  });

  it('files and signatures are not edited here, and are counted, never shown by their upload ids', () => {
    show({ field_name: 'attachments', plugin: 'FileUpload' }, ['up7Kq1', 'up7Kq2']);
    expect(document.getElementById('a')?.textContent).toBe('2 pliki');
    expect(document.body.textContent).not.toContain('up7Kq1');
    cleanup();
    show({ field_name: 'signature', plugin: 'Signature' }, ['sig9Zx']);
    expect(document.getElementById('a')?.textContent).toBe('1 plik');
    expect(isAnswerEditable({ field_name: 'attachments', plugin: 'FileUpload' })).toBe(false);
    expect(isAnswerEditable({ field_name: 'product', plugin: 'Product' })).toBe(true);
  });
});
