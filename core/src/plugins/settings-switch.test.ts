import { describe, expect, it } from 'vitest';
import { orderedFields, type PluginSettings } from './settings.js';
import { isPluginSwitchedOn, PLUGIN_SWITCH_FIELD, scopeSchemaOf } from './settings-switch.js';

const crm: PluginSettings = {
  module: 'crm',
  label: 'CRM',
  slot: 'integration',
  group: 'crm',
  organization: {
    type: 'object',
    properties: {
      token: { type: 'string', title: 'Token', writeOnly: true },
      list: { type: 'string', title: 'Lista', 'x-order': 0 },
    },
  },
  project: { type: 'object', properties: { list: { type: 'string', title: 'Lista' } } },
};
const payments: PluginSettings = { ...crm, module: 'bramka', slot: 'payment', group: 'bramka' };
const books: PluginSettings = { ...crm, module: 'ksiegi', slot: 'accounting', group: 'ksiegi' };

describe('the generic on/off of a plugin', () => {
  it("an integration's organization schema gets the switch, drawn first, off by default", () => {
    const schema = scopeSchemaOf(crm, 'organization');
    expect(schema?.properties[PLUGIN_SWITCH_FIELD]).toMatchObject({
      type: 'boolean',
      title: 'Włączona',
      default: false,
    });
    expect(orderedFields(schema!).map(([name]) => name)).toEqual(['enabled', 'list', 'token']);
    expect(crm.organization.properties).not.toHaveProperty('enabled');
  });

  it('the project scope and chosen modules get no switch', () => {
    expect(scopeSchemaOf(crm, 'project')).toBe(crm.project);
    expect(scopeSchemaOf(payments, 'organization')).toBe(payments.organization);
    expect(scopeSchemaOf(crm, 'system')).toBeUndefined();
  });

  it('an integration is on only when its switch is true', () => {
    expect(isPluginSwitchedOn(crm, {})).toBe(false);
    expect(isPluginSwitchedOn(crm, { accounts: { crm: { enabled: false } } })).toBe(false);
    expect(isPluginSwitchedOn(crm, { accounts: { crm: { enabled: true } } })).toBe(true);
    expect(isPluginSwitchedOn(crm, { accounts: { other: { enabled: true } } })).toBe(false);
  });

  it('a chosen module is on when chosen; the accounting module only with accounting switched on', () => {
    expect(isPluginSwitchedOn(payments, { paymentModule: 'bramka' })).toBe(true);
    expect(isPluginSwitchedOn(payments, { paymentModule: 'none' })).toBe(false);
    expect(isPluginSwitchedOn(books, { accountingModule: 'ksiegi' })).toBe(false);
    expect(isPluginSwitchedOn(books, { accountingModule: 'ksiegi', isAccountingEnabled: true })).toBe(true);
  });

  it('a plugin that declares no settings has nothing to switch: on', () => {
    expect(isPluginSwitchedOn(undefined, {})).toBe(true);
  });
});
