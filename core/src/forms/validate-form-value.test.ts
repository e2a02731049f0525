import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFormCell } from './form-cells.js';
import type { FormCell } from './form-types.js';
import { fieldCell, form, formArbitrary, layoutCell, row, sampleForm } from './forms.fixture.js';
import { validateFormValue } from './validate-form-value.js';
import { FORM_MAX_NESTING_DEPTH } from './walk-form-cells.js';

const cell = (changes: Record<string, unknown>): FormCell =>
  ({ ...fieldCell('x', {}), ...changes }) as FormCell;

describe("validateFormValue: spec §3 'data {id, version, rows with cells}'", () => {
  it('accepts a well-formed form, an empty form and a freshly created cell', () => {
    expect(validateFormValue(sampleForm)).toEqual([]);
    expect(validateFormValue(form())).toEqual([]);
    const created = createFormCell({ plugin: { id: 'toggle', version: 2 } }, { createId: () => 'n1' });
    expect(validateFormValue(form(row(created)))).toEqual([]);
  });

  it.each<[string, unknown, string[]]>([
    ['not an object', [], ['Formularz musi być obiektem z polami id, version i rows']],
    [
      'no id, version or rows',
      {},
      [
        'Identyfikator formularza (id) musi być niepustym tekstem',
        'Wersja formularza (version) musi być nieujemną liczbą całkowitą',
        'Wiersze formularza (rows) muszą być listą',
      ],
    ],
    [
      'a negative or fractional version',
      { id: 'f', version: -1, rows: [] },
      ['Wersja formularza (version) musi być nieujemną liczbą całkowitą'],
    ],
    [
      'a row without cells',
      form({} as never),
      ['wiersz 1: wiersz musi być obiektem z listą komórek (cells)'],
    ],
    [
      'a blank row id',
      form({ id: ' ', cells: [] }),
      ['wiersz 1: identyfikator wiersza (id) musi być niepustym tekstem'],
    ],
    [
      'a cell that is not an object',
      form({ cells: ['x' as never] }),
      ['wiersz 1, komórka 1: komórka musi być obiektem'],
    ],
    [
      'a cell without id',
      form(row(cell({ id: '' }))),
      ['wiersz 1, komórka 1: identyfikator komórki (id) musi być niepustym tekstem'],
    ],
    [
      'size 0',
      form(row(cell({ size: 0 }))),
      ['wiersz 1, komórka 1: szerokość komórki (size) musi być liczbą całkowitą od 1 do 12'],
    ],
    [
      'size 13',
      form(row(cell({ size: 13 }))),
      ['wiersz 1, komórka 1: szerokość komórki (size) musi być liczbą całkowitą od 1 do 12'],
    ],
    [
      'size 6.5',
      form(row(cell({ size: 6.5 }))),
      ['wiersz 1, komórka 1: szerokość komórki (size) musi być liczbą całkowitą od 1 do 12'],
    ],
    [
      'a missing size',
      form(row(cell({ size: undefined }))),
      ['wiersz 1, komórka 1: szerokość komórki (size) musi być liczbą całkowitą od 1 do 12'],
    ],
    [
      'a plugin without id',
      form(row(cell({ plugin: { version: 1 } }))),
      ['wiersz 1, komórka 1: wtyczka (plugin) musi mieć niepusty identyfikator (id) i wersję (version)'],
    ],
    [
      'a plugin version as text',
      form(row(cell({ plugin: { id: 'p', version: '1' } }))),
      ['wiersz 1, komórka 1: wtyczka (plugin) musi mieć niepusty identyfikator (id) i wersję (version)'],
    ],
    [
      'inline in the middle',
      form(row(cell({ inline: 'center' }))),
      ['wiersz 1, komórka 1: położenie (inline) musi mieć wartość left, right albo null'],
    ],
    [
      'dataI18n that is not an object',
      form(row(cell({ dataI18n: 'x' }))),
      ['wiersz 1, komórka 1: treść komórki (dataI18n.default) musi być obiektem'],
    ],
    [
      'dataI18n.default that is a list',
      form(row(cell({ dataI18n: { default: [] } }))),
      ['wiersz 1, komórka 1: treść komórki (dataI18n.default) musi być obiektem'],
    ],
    [
      'a blank field_name',
      form(row(fieldCell('x', { field_name: ' ' }))),
      ['wiersz 1, komórka 1: nazwa pola (field_name) musi być niepustym tekstem'],
    ],
    [
      'cell rows that are not a list',
      form(row(cell({ rows: {} }))),
      ['wiersz 1, komórka 1: wiersze komórki (rows) muszą być listą'],
    ],
    [
      'a cell with neither plugin nor rows',
      form(row(layoutCell('x'))),
      ['wiersz 1, komórka 1: komórka musi mieć wtyczkę (plugin) albo wiersze (rows)'],
    ],
    [
      'a problem inside a container',
      form(row(layoutCell('x'), layoutCell('y', row(cell({ id: 'z', size: 20 }))))),
      [
        'wiersz 1, komórka 1: komórka musi mieć wtyczkę (plugin) albo wiersze (rows)',
        'wiersz 1, komórka 2 › wiersz 1, komórka 1: szerokość komórki (size) musi być liczbą całkowitą od 1 do 12',
      ],
    ],
    [
      'repeated cell ids',
      form(row(fieldCell('a', {}), fieldCell('a', {})), row(fieldCell('a', {}))),
      ['Identyfikator komórki „a” występuje 3 razy'],
    ],
    [
      'duplicate field names, also across containers',
      form(
        row(fieldCell('a', { field_name: 'email_main' })),
        row(layoutCell('b', row(fieldCell('c', { field_name: 'email_main' })))),
      ),
      ['Pole „email_main” występuje w formularzu 2 razy'],
    ],
  ])('reports %s', (_, value, problems) => {
    expect(validateFormValue(value)).toEqual(problems);
  });

  it(`reports containers nested deeper than ${FORM_MAX_NESTING_DEPTH} levels`, () => {
    let deep = fieldCell('leaf', {});
    for (let level = 0; level <= FORM_MAX_NESTING_DEPTH; level += 1)
      deep = layoutCell(`l${level}`, row(deep));
    const problems = validateFormValue(form(row(deep)));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/formularz jest zagnieżdżony zbyt głęboko$/);
  });

  it('generated forms with unique cell ids only ever report repeated field names (property)', () => {
    fc.assert(
      fc.property(formArbitrary, (value) => {
        for (const problem of validateFormValue(value))
          expect(problem).toMatch(/^Pole „.+” występuje w formularzu \d+ razy$/);
      }),
    );
  });
});
