import { describe, expect, it } from 'vitest';
import { orderedFields, type PluginSettingsSchema, schemaWithout, secretFieldsOf } from './settings.js';

const schema: PluginSettingsSchema = {
  type: 'object',
  title: 'Bramka',
  required: ['login', 'key', 'sellerId'],
  properties: {
    login: { type: 'string', title: 'Login' },
    key: { type: 'string', title: 'Klucz', writeOnly: true, 'x-order': 2 },
    sellerId: { type: 'string', title: 'Sprzedawca', 'x-order': 1 },
    note: { type: 'string', title: 'Uwagi', 'x-widget': 'textarea' },
  },
};

describe('plugin settings declarations', () => {
  it('secret fields are the writeOnly ones', () => {
    expect(secretFieldsOf(schema)).toEqual(['key']);
  });

  it('"order" hint: x-order first, ascending, then the rest as declared', () => {
    expect(orderedFields(schema).map(([name]) => name)).toEqual(['sellerId', 'key', 'login', 'note']);
  });

  it("a system account's schema leaves out the organizer's own fields, also from required", () => {
    const system = schemaWithout(schema, ['sellerId']);
    expect(Object.keys(system.properties)).toEqual(['login', 'key', 'note']);
    expect(system.required).toEqual(['login', 'key']);
    expect(Object.keys(schema.properties)).toContain('sellerId');
  });
});
