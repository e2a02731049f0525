import { makeUniformsSchema } from '@react-page/editor';
import { formFieldEditorCells } from '@zapisy/plugin-form-fields/editor';
import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../settings-schema.js';

describe("every built-in kind's settings compile for react-page's autoform (strict Ajv 7 + uniforms)", () => {
  it.each(formFieldEditorCells.map((cell) => [cell.id, cell] as const))('%s', (_id, cell) => {
    const schema = settingsSchema(cell.dataSchema);
    if (!schema) return;
    const bridge = makeUniformsSchema(schema as never);
    const properties = schema.properties as Record<string, { title?: string }>;
    for (const [name, property] of Object.entries(properties)) {
      expect(() => bridge.getField(name)).not.toThrow();
      // The Polish title of the kind's schema is the field's label.
      if (property.title) expect(bridge.getProps(name).label).toBe(property.title);
    }
  });
});
