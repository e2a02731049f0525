/**
 * Test support: a few small form-field kinds registered through a plugin object, so the forms API can be
 * tested whatever the built-in kinds package holds, and helpers that build form values from them.
 */
import {
  createFormCell,
  definePlugin,
  type FormCell,
  type FormCellData,
  type FormFieldKind,
  type FormValue,
  Tokens,
} from '@zapisy/core';

/** A minimal field kind: its defaults name the field, its definition is its data. */
export function testFieldKind(id: string, fieldName: string, version = 1): FormFieldKind {
  return {
    id,
    version,
    family: 'basic-field',
    title: id,
    dataSchema: { type: 'object' },
    defaults: () => ({ field_name: fieldName, label: id, required: false }),
    toDefinition: (data) => ({
      ...(data as Record<string, unknown>),
      field_name: String(data.field_name ?? ''),
      plugin: id,
      element: id,
    }),
    validate: () => [],
  };
}

/** TextInput version 2: version 1 kept the field name in `name`. */
const textInput: FormFieldKind = {
  ...testFieldKind('TextInput', 'text', 2),
  migrate: (data: FormCellData, fromVersion: number) => {
    if (fromVersion >= 2) return data;
    const { name, ...rest } = data as Record<string, unknown>;
    return { ...rest, field_name: name };
  },
};

const twoColumnRow: FormFieldKind = {
  id: 'TwoColumnRow',
  version: 1,
  family: 'container',
  title: 'Dwie kolumny',
  container: { columns: 2 },
  dataSchema: { type: 'object' },
  defaults: () => ({}),
  toDefinition: () => null,
  validate: () => [],
};

export const testFormFieldKinds: readonly FormFieldKind[] = [
  testFieldKind('FirstName', 'first_name'),
  testFieldKind('LastName', 'last_name'),
  testFieldKind('MainEmail', 'email_main'),
  testFieldKind('Toggle', 'toggle'),
  textInput,
  twoColumnRow,
];

export const testFormFieldKindsPlugin = definePlugin({
  id: 'test-form-field-kinds',
  version: '0.1.0',
  kind: 'form-field',
  compatibility: '^0.1.0',
  register(container) {
    for (const kind of testFormFieldKinds) container.register(Tokens.FormFieldKind, { useValue: kind });
  },
});

let seq = 0;

/** A cell of a test kind with its defaults and the given data. */
export function testCell(kindId: string, data: Record<string, unknown> = {}): FormCell {
  const kind = testFormFieldKinds.find((k) => k.id === kindId);
  if (!kind) throw new Error(`no test kind ${kindId}`);
  return createFormCell(
    { plugin: { id: kind.id, version: kind.version }, data: { ...kind.defaults(), ...data } },
    { createId: () => `cell-${++seq}` },
  );
}

/** A form value with one cell per row. */
export function testFormValue(cells: readonly FormCell[]): FormValue {
  return { id: `form-${++seq}`, version: 1, rows: cells.map((cell) => ({ cells: [cell] })) };
}

/** The cells a registration form needs to be published. */
export function personalCells(): FormCell[] {
  return [testCell('FirstName'), testCell('LastName'), testCell('MainEmail')];
}
