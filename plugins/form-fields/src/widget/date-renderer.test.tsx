// @vitest-environment jsdom

import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  createFormFieldKindRegistry,
  type FormCell,
  type FormFieldDefinition,
  validateFormSubmission,
} from '@zapisy/core';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formFieldKinds } from '../kinds/index.js';
import { DatePickerRenderer } from './date-renderer.js';
import type { CellRendererProps, FormRenderContext } from './types.js';

const CONTEXT: FormRenderContext = {
  apiBase: 'http://zapisy.test/services/api',
  eventId: 'ev1',
  products: [],
  installments: [],
  installmentSchedules: {},
  preview: false,
};
const registry = createFormFieldKindRegistry(formFieldKinds);

/**
 * One DatePicker cell in a stand-in of the form widget: values validated by the kinds (the server's function),
 * errors shown once the field was left. `state.value` is what the form would submit.
 */
function renderDatePicker(data: Record<string, unknown>, initial?: unknown) {
  const definition = {
    field_name: 'date',
    label: 'Data',
    ...data,
    plugin: 'DatePicker',
    element: 'DatePicker',
  };
  const cell: FormCell = {
    id: 'c1',
    size: 12,
    plugin: { id: 'DatePicker', version: 1 },
    dataI18n: { default: data },
  };
  const state: { value: unknown; valid: boolean } = { value: initial, valid: true };
  function Harness() {
    const [value, setValue] = useState<unknown>(initial);
    const [touched, setTouched] = useState(false);
    const result = validateFormSubmission({
      definition: [definition as FormFieldDefinition],
      registry,
      data: value === undefined ? {} : { [definition.field_name]: value },
      now: new Date('2026-11-21T12:00:00Z'),
      products: [],
      installments: [],
    });
    state.valid = result.errors.length === 0;
    const props: CellRendererProps = {
      cell,
      data,
      context: CONTEXT,
      renderRows: () => null,
      field: {
        definition: definition as FormFieldDefinition,
        inputId: 'f1',
        value,
        required: data.required === true,
        errors: touched ? result.errors.map((error) => error.message) : [],
        onChange: (next) => {
          state.value = next;
          setValue(next);
        },
        onBlur: () => setTouched(true),
      },
    };
    return <DatePickerRenderer {...props} />;
  }
  render(<Harness />);
  const input = screen.getByLabelText(/^Data/) as HTMLInputElement;
  return { input, state };
}

function type(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

function focusedDay(): string | null {
  return (document.activeElement as HTMLElement | null)?.getAttribute('data-date') ?? null;
}

afterEach(cleanup);

describe('DatePicker renderer (spec §3 "Fields may have dateFormat (default dd/MM/yyyy)")', () => {
  it('dateFormat default dd/MM/yyyy: a text input showing dd/MM/yyyy, submitting yyyy-MM-dd', () => {
    const { input, state } = renderDatePicker({}, '2010-05-01');
    expect(input.type).toBe('text');
    expect(input.value).toBe('01/05/2010');
    expect(input.placeholder).toBe('dd/mm/rrrr');
    expect(input.inputMode).toBe('numeric');
    type(input, '');
    type(input, '24062026');
    expect(input.value).toBe('24/06/2026');
    expect(state.value).toBe('2026-06-24');
    expect(state.valid).toBe(true);
  });

  it('dateFormat default dd/MM/yyyy: separators written while typing, 1.2.2026 shown as 01/02/2026 on leaving', () => {
    const { input, state } = renderDatePicker({});
    type(input, '1');
    type(input, '1.');
    expect(input.value).toBe('1/');
    type(input, '1.2.2026');
    expect(state.value).toBe('2026-02-01');
    fireEvent.blur(input);
    expect(input.value).toBe('01/02/2026');
    expect(state.value).toBe('2026-02-01');
    expect(screen.queryByRole('alert')?.textContent).toBe('');
  });

  it('dateFormat dd/MM/yyyy: Tab to the calendar button writes the date out, errors wait until the field is left', () => {
    const { input, state } = renderDatePicker({ required: true });
    const button = screen.getByRole('button', { name: 'Wybierz datę z kalendarza' });
    type(input, '3.4.85');
    fireEvent.blur(input, { relatedTarget: button });
    expect(input.value).toBe('03/04/1985');
    expect(state.value).toBe('1985-04-03');
    type(input, '');
    fireEvent.blur(input, { relatedTarget: button });
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.blur(button);
    expect(screen.getByRole('alert').textContent).toBe('To pole jest wymagane.');
  });

  it('dateFormat dd.MM.yyyy and yyyy-MM-dd: the field shows and reads its own format', () => {
    const dotted = renderDatePicker({ dateFormat: 'dd.MM.yyyy' }, '2010-05-01');
    expect(dotted.input.value).toBe('01.05.2010');
    type(dotted.input, '3/4/1985');
    fireEvent.blur(dotted.input);
    expect(dotted.input.value).toBe('03.04.1985');
    expect(dotted.state.value).toBe('1985-04-03');
    cleanup();
    const iso = renderDatePicker({ dateFormat: 'yyyy-MM-dd' });
    expect(iso.input.placeholder).toBe('rrrr-mm-dd');
    type(iso.input, '20260224');
    expect(iso.input.value).toBe('2026-02-24');
    expect(iso.state.value).toBe('2026-02-24');
  });

  it('dateFormat d MMMM yyyy: the date with the Polish month name, kept when left unchanged', () => {
    const { input, state } = renderDatePicker({ dateFormat: 'd MMMM yyyy' }, '2026-02-01');
    expect(input.value).toBe('1 lutego 2026');
    fireEvent.blur(input);
    expect(state.value).toBe('2026-02-01');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("an impossible date: 'Taka data nie istnieje … Podaj datę w formacie dd/mm/rrrr.' and the form refuses it", () => {
    const { input, state } = renderDatePicker({});
    type(input, '31/02/2026');
    fireEvent.blur(input);
    expect(state.valid).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'Taka data nie istnieje: 31/02/2026. Podaj datę w formacie dd/mm/rrrr.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type(input, 'jutro');
    expect(screen.getByRole('alert').textContent).toBe('Podaj datę w formacie dd/mm/rrrr.');
    type(input, '28/02/2026');
    expect(state.valid).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("a birth date later than today keeps the kind's message (server validation unchanged)", () => {
    const { input, state } = renderDatePicker({ field_name: 'birth_date', label: 'Data urodzenia' });
    type(input, '01/01/2030');
    fireEvent.blur(input);
    expect(state.value).toBe('2030-01-01');
    expect(screen.getByRole('alert').textContent).toBe(
      'Data urodzenia nie może być późniejsza niż dzisiejsza.',
    );
  });

  it('the calendar: a modal dialog with a Polish month grid, weeks from Monday, the chosen day focused', () => {
    renderDatePicker({}, '2026-02-14');
    const button = screen.getByRole('button', { name: 'Wybierz datę z kalendarza' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Luty 2026' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const grid = within(dialog).getByRole('grid', { name: 'Luty 2026' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So', 'Nd']);
    expect(focusedDay()).toBe('2026-02-14');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('sobota, 14 lutego 2026');
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
    // 1 February 2026 is a Sunday: the first row is blank until the last column.
    const firstRow = within(grid).getAllByRole('row')[1];
    expect(firstRow?.lastElementChild?.getAttribute('data-date')).toBe('2026-02-01');
  });

  it('the calendar keyboard: arrows, Home/End, PageUp/PageDown (Shift: a year), Enter chooses', () => {
    const { input, state } = renderDatePicker({}, '2026-02-14');
    const button = screen.getByRole('button', { name: 'Wybierz datę z kalendarza' });
    fireEvent.click(button);
    const grid = screen.getByRole('grid');
    const press = (key: string, shiftKey = false) =>
      fireEvent.keyDown(document.activeElement as Element, { key, shiftKey });
    press('ArrowRight');
    expect(focusedDay()).toBe('2026-02-15');
    press('ArrowDown');
    expect(focusedDay()).toBe('2026-02-22');
    press('Home');
    expect(focusedDay()).toBe('2026-02-16');
    press('End');
    expect(focusedDay()).toBe('2026-02-22');
    press('ArrowUp');
    press('ArrowLeft');
    expect(focusedDay()).toBe('2026-02-14');
    press('PageDown');
    expect(focusedDay()).toBe('2026-03-14');
    expect(screen.getByRole('heading').textContent).toBe('Marzec 2026');
    press('PageUp', true);
    expect(focusedDay()).toBe('2025-03-14');
    expect(grid.isConnected).toBe(true);
    press('Enter');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.value).toBe('2025-03-14');
    expect(input.value).toBe('14/03/2025');
    expect(document.activeElement).toBe(button);
  });

  it('the calendar: Escape closes it without choosing, focus back on its button; Tab stays inside', () => {
    const { state } = renderDatePicker({}, '2026-02-14');
    const button = screen.getByRole('button', { name: 'Wybierz datę z kalendarza' });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(document.activeElement?.textContent).toBe('Zamknij');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Poprzedni rok');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.textContent).toBe('Zamknij');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Następny miesiąc' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('Marzec 2026');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(state.value).toBe('2026-02-14');
  });

  it('min and max of the cell data: days outside cannot be chosen, typed ones are refused in Polish', () => {
    const { input, state } = renderDatePicker({ min: '2026-02-10', max: '2026-02-20' });
    type(input, '01/02/2026');
    fireEvent.blur(input);
    expect(state.valid).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Podaj datę nie wcześniejszą niż 10/02/2026.');
    fireEvent.click(screen.getByRole('button', { name: 'Wybierz datę z kalendarza' }));
    expect(focusedDay()).toBe('2026-02-10');
    const ninth = screen.getByRole('gridcell', { name: 'poniedziałek, 9 lutego 2026' });
    expect(ninth.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(ninth);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('gridcell', { name: 'czwartek, 12 lutego 2026' }));
    expect(state.value).toBe('2026-02-12');
    expect(input.value).toBe('12/02/2026');
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
