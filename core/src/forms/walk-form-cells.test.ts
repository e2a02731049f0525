import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import type { FormCell, FormValue } from './form-types.js';
import { fieldCell, form, formArbitrary, layoutCell, row, sampleForm } from './forms.fixture.js';
import {
  FORM_MAX_NESTING_DEPTH,
  findFormCellByFieldName,
  findFormCells,
  formFieldNames,
  formHasField,
  walkFormCells,
} from './walk-form-cells.js';

function countCells(value: FormValue): number {
  let count = 0;
  const countRows = (rows: FormValue['rows']): void => {
    for (const r of rows) {
      for (const cell of r.cells) {
        count += 1;
        countRows(cell.rows ?? []);
      }
    }
  };
  countRows(value.rows);
  return count;
}

function nested(depth: number): FormValue {
  let cell: FormCell = fieldCell('leaf', { field_name: 'deep' });
  for (let level = 0; level < depth; level += 1) cell = layoutCell(`l${level}`, row(cell));
  return form(row(cell));
}

describe("walkFormCells: spec §3 'Forms support finding cells'", () => {
  it('visits every cell depth first in document order, a container before its cells', () => {
    const visited: string[] = [];
    walkFormCells(sampleForm, (cell) => visited.push(cell.id));
    expect(visited).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8']);
  });

  it('reports the path, depth and container of each cell', () => {
    const contexts: Record<string, unknown> = {};
    walkFormCells(sampleForm, (cell, { path, depth, parent }) => {
      contexts[cell.id] = { path, depth, parent: parent?.id ?? null };
    });
    expect(contexts.c3).toEqual({ path: [1, 1], depth: 0, parent: null });
    expect(contexts.c6).toEqual({ path: [2, 0, 1, 0], depth: 1, parent: 'c4' });
    expect(contexts.c8).toEqual({ path: [3, 0, 0, 0], depth: 1, parent: 'c7' });
  });

  it('visits nothing in a form without rows, and skips null rows of a cell', () => {
    const visited: string[] = [];
    walkFormCells(form(), (cell) => visited.push(cell.id));
    walkFormCells(form(row({ id: 'x', size: 12, rows: null as never })), (cell) => visited.push(cell.id));
    expect(visited).toEqual(['x']);
  });

  it('walk visits every cell exactly once (property)', () => {
    fc.assert(
      fc.property(formArbitrary, (value) => {
        const ids: string[] = [];
        walkFormCells(value, (cell) => ids.push(cell.id));
        expect(ids.length).toBe(countCells(value));
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it.each<[string, unknown, string]>([
    ['a form that is not an object', null, 'Formularz musi mieć listę wierszy (rows)'],
    [
      'rows that are not a list',
      { id: 'f', version: 1, rows: {} },
      'Formularz musi mieć listę wierszy (rows)',
    ],
    ['a row without cells', form({} as never), 'Każdy wiersz formularza musi mieć listę komórek (cells)'],
    [
      'a cell that is not an object',
      form({ cells: [null as never] }),
      'Każda komórka formularza musi być obiektem',
    ],
    [
      'cell rows that are not a list',
      form(row({ id: 'x', size: 12, rows: 'no' as never })),
      'Wiersze komórki (rows) muszą być listą',
    ],
    [
      `containers nested deeper than ${FORM_MAX_NESTING_DEPTH} levels`,
      nested(FORM_MAX_NESTING_DEPTH + 1),
      `Formularz jest zagnieżdżony głębiej niż ${FORM_MAX_NESTING_DEPTH} poziomów`,
    ],
  ])('refuses %s', (_, value, message) => {
    expect(() => walkFormCells(value as FormValue, () => {})).toThrow(new ValidationError(message));
  });

  it(`accepts containers nested exactly ${FORM_MAX_NESTING_DEPTH} levels deep`, () => {
    expect(formHasField(nested(FORM_MAX_NESTING_DEPTH), 'deep')).toBe(true);
  });
});

describe('findFormCells, findFormCellByFieldName, formHasField, formFieldNames', () => {
  it('finds every cell the predicate accepts, in document order', () => {
    const found = findFormCells(sampleForm, (cell) => cell.plugin?.id === 'personal-data');
    expect(found.map((cell) => cell.id)).toEqual(['c1', 'c2', 'c3']);
    expect(findFormCells(sampleForm, (_, { depth }) => depth > 0).map((cell) => cell.id)).toEqual([
      'c5',
      'c6',
      'c8',
    ]);
  });

  it.each<[string, string | undefined]>([
    ['first_name', 'c1'],
    ['email_main', 'c3'],
    ['product', 'c5'],
    ['marketing_consent', 'c8'],
    ['city', undefined],
    ['', undefined],
  ])("finds the cell declaring field_name '%s'", (name, id) => {
    expect(findFormCellByFieldName(sampleForm, name)?.id).toBe(id);
    expect(formHasField(sampleForm, name)).toBe(id !== undefined);
  });

  it('returns the first of cells declaring the same field', () => {
    const value = form(row(fieldCell('a', { field_name: 'city' }), fieldCell('b', { field_name: 'city' })));
    expect(findFormCellByFieldName(value, 'city')?.id).toBe('a');
  });

  it('lists declared field names in document order, each once', () => {
    expect(formFieldNames(sampleForm)).toEqual([
      'first_name',
      'last_name',
      'email_main',
      'product',
      'marketing_consent',
    ]);
    const twice = form(
      row(fieldCell('a', { field_name: 'city' })),
      row(fieldCell('b', { field_name: 'city' })),
    );
    expect(formFieldNames(twice)).toEqual(['city']);
  });
});
