import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { formCellHasPrice } from './form-cells.js';
import type { FormValue } from './form-types.js';
import {
  fieldCell,
  fixtureFieldNames,
  fixturePluginIds,
  form,
  formArbitrary,
  layoutCell,
  row,
  sampleForm,
} from './forms.fixture.js';
import { type FormCellSelector, removeFormCells } from './remove-form-cells.js';
import { findFormCells, formHasField, walkFormCells } from './walk-form-cells.js';

function ids(value: FormValue): string[] {
  const list: string[] = [];
  walkFormCells(value, (cell) => list.push(cell.id));
  return list;
}

describe("removeFormCells: spec §3 'removing elements by plugin id, field name or price flag'", () => {
  it.each<[string, FormCellSelector, string[]]>([
    ['by plugin id', { pluginId: 'personal-data' }, ['c4', 'c5', 'c6', 'c7', 'c8']],
    ['by field name', { fieldName: 'last_name' }, ['c1', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8']],
    ['by price flag', { hasPrice: true }, ['c1', 'c2', 'c3', 'c4', 'c6', 'c7', 'c8']],
    ['a container with everything inside it', { pluginId: 'TwoColumnRow' }, ['c1', 'c2', 'c3', 'c7', 'c8']],
    ['nothing when nothing matches', { fieldName: 'city' }, ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8']],
  ])('removes %s', (_, by, remaining) => {
    expect(ids(removeFormCells(sampleForm, by))).toEqual(remaining);
  });

  it('drops rows emptied by the removal and keeps the others', () => {
    const result = removeFormCells(sampleForm, { pluginId: 'personal-data' });
    expect(result.rows.map((r) => r.cells.map((cell) => cell.id))).toEqual([['c4'], ['c7']]);
    const emptyRowKept = removeFormCells(form(row(), row(fieldCell('a', { field_name: 'city' }))), {
      fieldName: 'city',
    });
    expect(emptyRowKept.rows).toEqual([row()]);
  });

  it('drops a layout cell without a plugin once all its rows are gone, keeps a plugin container', () => {
    const result = removeFormCells(sampleForm, { fieldName: 'marketing_consent' });
    expect(ids(result)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
    const keptContainer = removeFormCells(sampleForm, { hasPrice: true });
    expect(keptContainer.rows[2]?.cells[0]?.rows?.map((r) => r.cells[0]?.id)).toEqual(['c6']);
    const both = removeFormCells(keptContainer, { pluginId: 'rich-text' });
    expect(both.rows[2]?.cells[0]).toMatchObject({ id: 'c4', rows: [] });
  });

  it('is pure: the input is unchanged and untouched rows are shared', () => {
    const before = structuredClone(sampleForm);
    const result = removeFormCells(sampleForm, { fieldName: 'product' });
    expect(sampleForm).toEqual(before);
    expect(result).not.toBe(sampleForm);
    expect(result.rows[0]).toBe(sampleForm.rows[0]);
    expect(result.rows[2]).not.toBe(sampleForm.rows[2]);
    expect(result.id).toBe('form-1');
    expect(removeFormCells(sampleForm, { fieldName: 'city' }).rows).toEqual(sampleForm.rows);
  });

  it.each<[string, unknown]>([
    ['an empty plugin id', { pluginId: '' }],
    ['an empty field name', { fieldName: '' }],
    ['hasPrice false', { hasPrice: false }],
    ['no selector', undefined],
    ['an unknown selector', { name: 'x' }],
  ])('refuses %s', (_, by) => {
    expect(() => removeFormCells(sampleForm, by as FormCellSelector)).toThrow(
      new ValidationError(
        'Wskaż, co usunąć z formularza: identyfikator wtyczki (pluginId), nazwę pola (fieldName) albo pola z ceną (hasPrice: true)',
      ),
    );
  });

  it.each<[string, unknown, string]>([
    ['a form without rows', { id: 'f' }, 'Formularz musi mieć listę wierszy (rows)'],
    ['a row without cells', form({} as never), 'Każdy wiersz formularza musi mieć listę komórek (cells)'],
    [
      'a cell that is not an object',
      form({ cells: [7 as never] }),
      'Każda komórka formularza musi być obiektem',
    ],
    [
      'cell rows that are not a list',
      form(row({ id: 'x', size: 12, rows: 'no' as never })),
      'Wiersze komórki (rows) muszą być listą',
    ],
  ])('refuses %s', (_, value, message) => {
    expect(() => removeFormCells(value as FormValue, { fieldName: 'x' })).toThrow(
      new ValidationError(message),
    );
  });

  it('refuses containers nested too deep', () => {
    let cell = fieldCell('leaf', { field_name: 'deep' });
    for (let level = 0; level < 20; level += 1) cell = layoutCell(`l${level}`, row(cell));
    expect(() => removeFormCells(form(row(cell)), { fieldName: 'deep' })).toThrow(ValidationError);
  });

  it('removing by field name then checking existence is false (property)', () => {
    fc.assert(
      fc.property(formArbitrary, fc.constantFrom(...fixtureFieldNames), (value, name) => {
        expect(formHasField(removeFormCells(value, { fieldName: name }), name)).toBe(false);
      }),
    );
  });

  it('removing by plugin id or price flag leaves no matching cell and no empty row (property)', () => {
    const noEmptyRows = (value: FormValue): boolean => {
      let ok = value.rows.every((r) => r.cells.length > 0);
      walkFormCells(value, (cell) => {
        ok &&= (cell.rows ?? []).every((r) => r.cells.length > 0);
      });
      return ok;
    };
    fc.assert(
      fc.property(formArbitrary, fc.constantFrom(...fixturePluginIds), (value, pluginId) => {
        const byPlugin = removeFormCells(value, { pluginId });
        expect(findFormCells(byPlugin, (cell) => cell.plugin?.id === pluginId)).toEqual([]);
        const byPrice = removeFormCells(value, { hasPrice: true });
        expect(findFormCells(byPrice, formCellHasPrice)).toEqual([]);
        if (noEmptyRows(value)) {
          expect(noEmptyRows(byPlugin)).toBe(true);
          expect(noEmptyRows(byPrice)).toBe(true);
        }
      }),
    );
  });
});
