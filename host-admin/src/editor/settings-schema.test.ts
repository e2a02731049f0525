import { describe, expect, it } from 'vitest';
import { settingsSchema } from './settings-schema.js';

describe('settings drawn from a kind dataSchema (react-page autoform, strict Ajv 7)', () => {
  it('keeps plain fields and option lists with their Polish titles; leaves out rules and unknown keywords', () => {
    const schema = settingsSchema({
      type: 'object',
      required: ['field_name', 'jsonRule'],
      additionalProperties: false,
      properties: {
        field_name: { type: 'string', title: 'Nazwa pola', pattern: '^[a-z_]+$', format: 'field-name' },
        required: { type: 'boolean', title: 'Wymagane' },
        rows: { type: ['integer', 'null'], title: 'Wiersze', minimum: 1 },
        options: {
          type: 'array',
          title: 'Opcje',
          items: {
            type: 'object',
            properties: {
              value: { type: 'string', title: 'Wartość' },
              price: { type: 'integer', title: 'Cena' },
              extra: {},
            },
          },
        },
        extensions: { type: 'array', items: { type: 'string' } },
        jsonRule: { type: ['object', 'null'], properties: { logic: {} } },
      },
    });
    expect(schema).toEqual({
      type: 'object',
      required: ['field_name'],
      properties: {
        field_name: { type: 'string', title: 'Nazwa pola' },
        required: { type: 'boolean', title: 'Wymagane' },
        rows: { type: 'integer', title: 'Wiersze', minimum: 1 },
        options: {
          type: 'array',
          title: 'Opcje',
          items: {
            type: 'object',
            properties: {
              value: { type: 'string', title: 'Wartość' },
              price: { type: 'integer', title: 'Cena' },
            },
          },
        },
        extensions: { type: 'array', items: { type: 'string' } },
      },
    });
  });

  it('a kind with nothing to set (a container) has no settings', () => {
    expect(settingsSchema({ type: 'object', properties: {} })).toBeNull();
  });
});
