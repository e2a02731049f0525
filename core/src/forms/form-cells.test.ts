import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { isGeneratedId } from '../ids/index.js';
import {
  createFormCell,
  FORM_CELL_DEFAULT_SIZE,
  formCellData,
  formCellFieldName,
  formCellHasPrice,
  isFormCellPlugin,
} from './form-cells.js';
import type { FormCell } from './form-types.js';

describe("createFormCell: spec §3 'A cell has id, size (12 on creation), plugin {id, version}, dataI18n.default'", () => {
  it('creates a cell of size 12 with the plugin, the data as dataI18n.default, no rows, not inline', () => {
    const data = { field_name: 'first_name', required: true };
    const cell = createFormCell(
      { plugin: { id: 'personal-data', version: 3 }, data },
      { createId: () => 'abc' },
    );
    expect(cell).toEqual({
      id: 'abc',
      size: 12,
      plugin: { id: 'personal-data', version: 3 },
      dataI18n: { default: { field_name: 'first_name', required: true } },
      rows: [],
      inline: null,
    });
    expect(cell.dataI18n?.default).not.toBe(data);
    expect(FORM_CELL_DEFAULT_SIZE).toBe(12);
  });

  it("takes core's generated id by default and empty data when none is given", () => {
    const cell = createFormCell({ plugin: { id: 'rich-text', version: 0 } });
    expect(isGeneratedId(cell.id, 5)).toBe(true);
    expect(cell.dataI18n).toEqual({ default: {} });
  });

  it.each<[string, unknown, string]>([
    [
      'no plugin',
      {},
      'Nowa komórka formularza wymaga wtyczki z niepustym identyfikatorem (id) i wersją (version)',
    ],
    [
      'a blank plugin id',
      { plugin: { id: ' ', version: 1 } },
      'Nowa komórka formularza wymaga wtyczki z niepustym identyfikatorem (id) i wersją (version)',
    ],
    [
      'a negative version',
      { plugin: { id: 'p', version: -1 } },
      'Nowa komórka formularza wymaga wtyczki z niepustym identyfikatorem (id) i wersją (version)',
    ],
    [
      'data that is a list',
      { plugin: { id: 'p', version: 1 }, data: [] },
      'Dane komórki formularza muszą być obiektem',
    ],
  ])('refuses %s', (_, input, message) => {
    expect(() => createFormCell(input as never)).toThrow(new ValidationError(message));
  });

  it('refuses an id function that returns a blank id', () => {
    expect(() => createFormCell({ plugin: { id: 'p', version: 1 } }, { createId: () => '' })).toThrow(
      new ValidationError('Identyfikator komórki formularza musi być niepustym tekstem'),
    );
  });
});

describe('cell content helpers', () => {
  const cell = (dataI18n: unknown): FormCell => ({ id: 'c', size: 12, dataI18n }) as FormCell;

  it.each<[string, unknown, string | undefined, boolean]>([
    ['a field with a price', { default: { field_name: 'product', hasPrice: true } }, 'product', true],
    ['a field without a price', { default: { field_name: 'city', hasPrice: 'true' } }, 'city', false],
    ['an empty field name', { default: { field_name: '' } }, undefined, false],
    ['a numeric field name', { default: { field_name: 7 } }, undefined, false],
    ['no default content', { en: { field_name: 'city' } }, undefined, false],
    ['content that is a list', { default: [] }, undefined, false],
    ['no dataI18n', undefined, undefined, false],
  ])('%s', (_, dataI18n, name, hasPrice) => {
    expect(formCellFieldName(cell(dataI18n))).toBe(name);
    expect(formCellHasPrice(cell(dataI18n))).toBe(hasPrice);
  });

  it('formCellData returns the default content', () => {
    expect(formCellData(cell({ default: { a: 1 } }))).toEqual({ a: 1 });
  });

  it.each<[unknown, boolean]>([
    [{ id: 'p', version: 1 }, true],
    [{ id: 'p', version: 0 }, true],
    [{ id: 'p', version: 1.5 }, false],
    [{ id: '', version: 1 }, false],
    [{ id: 'p' }, false],
    [null, false],
  ])('isFormCellPlugin(%j) → %s', (value, expected) => {
    expect(isFormCellPlugin(value)).toBe(expected);
  });
});
