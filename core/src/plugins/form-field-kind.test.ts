import { describe, expect, it } from 'vitest';
import { createFormFieldKindRegistry, type FormFieldKind } from './form-field-kind.js';

const kind = (id: string): FormFieldKind => ({
  id,
  version: 1,
  family: 'basic-field',
  title: id,
  dataSchema: {},
  defaults: () => ({}),
  toDefinition: () => null,
  validate: () => [],
});

describe('createFormFieldKindRegistry', () => {
  it('finds a kind by the cell plugin id', () => {
    const registry = createFormFieldKindRegistry([kind('TextInput'), kind('acme/Rating')]);
    expect(registry.get('acme/Rating')?.id).toBe('acme/Rating');
    expect(registry.size).toBe(2);
  });

  it('refuses the same id twice', () => {
    expect(() => createFormFieldKindRegistry([kind('TextInput'), kind('TextInput')])).toThrow(/twice/);
  });
});
