import fc from 'fast-check';
import type { FormCell, FormCellData, FormRow, FormValue } from './form-types.js';

export function fieldCell(id: string, data: FormCellData, pluginId = 'basic-field'): FormCell {
  return {
    id,
    size: 12,
    plugin: { id: pluginId, version: 1 },
    dataI18n: { default: data },
    rows: [],
    inline: null,
  };
}

export function layoutCell(id: string, ...rows: FormRow[]): FormCell {
  return { id, size: 12, rows };
}

export function row(...cells: FormCell[]): FormRow {
  return { id: `r-${cells.map((cell) => cell.id).join('-')}`, cells };
}

export function form(...rows: FormRow[]): FormValue {
  return { id: 'form-1', version: 1, rows };
}

/** The registration form most tests read: personal fields, a priced product inside a two-column container. */
export const sampleForm: FormValue = form(
  row(fieldCell('c1', { field_name: 'first_name' }, 'personal-data')),
  row(
    fieldCell('c2', { field_name: 'last_name' }, 'personal-data'),
    fieldCell('c3', { field_name: 'email_main' }, 'personal-data'),
  ),
  row({
    ...fieldCell('c4', {}, 'TwoColumnRow'),
    rows: [
      row(fieldCell('c5', { field_name: 'product', hasPrice: true }, 'product')),
      row(fieldCell('c6', { text: '<p>Regulamin</p>' }, 'rich-text')),
    ],
  }),
  row(layoutCell('c7', row(fieldCell('c8', { field_name: 'marketing_consent' }, 'toggle')))),
);

const FIELD_NAMES = ['first_name', 'last_name', 'email_main', 'product', 'city', 'toggle_a'];
const PLUGIN_IDS = ['personal-data', 'product', 'rich-text', 'toggle', 'TwoColumnRow'];

/** Arbitrary forms up to three levels deep; cell ids are unique, field names may repeat. */
export const formArbitrary: fc.Arbitrary<FormValue> = fc
  .letrec<{ rows: FormRow[]; cell: Omit<FormCell, 'id'> }>((tie) => ({
    rows: fc.array(
      fc.record({
        cells: fc.array(tie('cell') as fc.Arbitrary<Omit<FormCell, 'id'>>, { minLength: 1, maxLength: 3 }),
      }),
      { maxLength: 3 },
    ) as unknown as fc.Arbitrary<FormRow[]>,
    cell: fc.record(
      {
        size: fc.integer({ min: 1, max: 12 }),
        plugin: fc.record({ id: fc.constantFrom(...PLUGIN_IDS), version: fc.constant(1) }),
        dataI18n: fc.record({
          default: fc.record(
            { field_name: fc.constantFrom(...FIELD_NAMES), hasPrice: fc.boolean() },
            {
              requiredKeys: [],
            },
          ),
        }),
        rows: fc.oneof(
          { depthSize: 'small', maxDepth: 3 },
          fc.constant([]),
          tie('rows') as fc.Arbitrary<FormRow[]>,
        ),
      },
      { requiredKeys: ['size', 'plugin'] },
    ) as fc.Arbitrary<Omit<FormCell, 'id'>>,
  }))
  .rows.map((rows) => {
    let next = 0;
    const withIds = (list: readonly FormRow[]): FormRow[] =>
      list.map((r) => ({
        cells: r.cells.map((cell) => {
          next += 1;
          const id = `cell${next}`;
          return { ...cell, id, ...(cell.rows ? { rows: withIds(cell.rows) } : {}) };
        }),
      }));
    return { id: 'generated', version: 1, rows: withIds(rows) };
  });

export { FIELD_NAMES as fixtureFieldNames, PLUGIN_IDS as fixturePluginIds };
