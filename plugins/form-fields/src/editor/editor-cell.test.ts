import type { FormCellData, FormFieldKind } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { editorCellOf } from './editor-cell.js';
import { paletteGroups } from './palette-groups.js';

const ratingKind: FormFieldKind = {
  id: 'acme/Rating',
  version: 3,
  family: 'basic-field',
  title: 'Ocena',
  dataSchema: { type: 'object', properties: { label: { type: 'string', title: 'Etykieta' } } },
  defaults: () => ({ field_name: 'rating', label: 'Ocena', required: false }),
  migrate: (data: FormCellData, fromVersion: number) => ({ ...data, migratedFrom: fromVersion }),
  toDefinition: (data) => ({ field_name: String(data.field_name), plugin: 'acme/Rating' }),
  validate: () => [],
};

const column: FormFieldKind = {
  id: 'TwoColumnRow',
  version: 1,
  family: 'container',
  title: 'Dwie kolumny',
  container: { columns: 2 },
  dataSchema: { type: 'object', properties: {} },
  defaults: () => ({}),
  toDefinition: () => null,
  validate: () => [],
};

describe('editor cell of a form-field kind (spec §3 Form: "A cell has … plugin {id, version}, dataI18n.default")', () => {
  it('a new cell gets the kind defaults; each older version migrates through kind.migrate', () => {
    const cell = editorCellOf(ratingKind);
    expect(cell).toMatchObject({ id: 'acme/Rating', version: 3, title: 'Ocena', isContainer: false });
    expect(cell.createInitialData()).toEqual({ field_name: 'rating', label: 'Ocena', required: false });
    expect(cell.migrations.map((m) => [m.fromVersion, m.toVersion])).toEqual([
      [1, 3],
      [2, 3],
    ]);
    expect(cell.migrations[1]?.migrate({ label: 'x' })).toEqual({ label: 'x', migratedFrom: 2 });
    expect(cell.definitionOf({ field_name: 'rating' })).toEqual({
      field_name: 'rating',
      plugin: 'acme/Rating',
    });
  });

  it('a container kind is a container cell with its columns', () => {
    expect(editorCellOf(column)).toMatchObject({
      isContainer: true,
      container: { columns: 2 },
      migrations: [],
    });
  });

  it('the palette is grouped by family in the spec order, with Polish headings', () => {
    const groups = paletteGroups([editorCellOf(column), editorCellOf(ratingKind)]);
    expect(groups.map((g) => [g.title, g.cells.map((c) => c.id)])).toEqual([
      ['Pola podstawowe', ['acme/Rating']],
      ['Układ', ['TwoColumnRow']],
    ]);
  });
});
