import { describe, expect, it } from 'vitest';
import { createFormFieldKindRegistry } from '../plugins/form-field-kind.js';
import { fixtureKinds } from './field-kinds.fixture.js';
import type { FormCell } from './form-types.js';
import { fieldCell, form, row } from './forms.fixture.js';
import { migrateFormValue } from './migrate-form-value.js';

const registry = createFormFieldKindRegistry(fixtureKinds);

function cellAt(value: { rows: readonly { cells: readonly FormCell[] }[] }, ...path: number[]): FormCell {
  let cell = value.rows[path[0] as number]?.cells[path[1] as number] as FormCell;
  for (let i = 2; i < path.length; i += 2)
    cell = cell.rows?.[path[i] as number]?.cells[path[i + 1] as number] as FormCell;
  return cell;
}

describe('migrateFormValue ("Form-field kind: … versioned with migrations")', () => {
  it('migrates an older cell inside a container to the kind version with kind.migrate', () => {
    const old = fieldCell('t1', { name: 'nickname', label: 'Pseudonim' }, 'TextInput');
    const value = form(row({ ...fieldCell('c', {}, 'TwoColumnRow'), rows: [row(old)] }));
    const { value: migrated, problems } = migrateFormValue(value, registry);
    expect(problems).toEqual([]);
    const cell = cellAt(migrated, 0, 0, 0, 0);
    expect(cell.plugin).toEqual({ id: 'TextInput', version: 2 });
    expect(cell.dataI18n?.default).toEqual({ field_name: 'nickname', label: 'Pseudonim' });
    expect(cellAt(value, 0, 0, 0, 0).plugin?.version).toBe(1);
  });

  it('returns the same form when every cell is current or of an unknown kind', () => {
    const value = form(
      row(fieldCell('x', { field_name: 'a' }, 'acme/Unknown'), fieldCell('t', { field_name: 'b' }, 'Toggle')),
    );
    expect(migrateFormValue(value, registry).value).toBe(value);
  });

  it('reports a cell written by a newer version than the kind and leaves it as it is', () => {
    const cell = { ...fieldCell('t9', { field_name: 'x' }, 'Toggle'), plugin: { id: 'Toggle', version: 3 } };
    const { value, problems } = migrateFormValue(form(row(cell)), registry);
    expect(problems).toEqual(['Komórka „t9” (Toggle) ma wersję 3, nowszą niż obsługiwana 1']);
    expect(cellAt(value, 0, 0)).toBe(cell);
  });
});
