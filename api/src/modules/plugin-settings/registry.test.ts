import type { PaymentProvider, PluginSettings } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { secretPathTest, settingsRegistry } from './registry.js';

const shop: PluginSettings = {
  module: 'bramka',
  label: 'Bramka',
  slot: 'payment',
  group: 'bramka',
  organization: {
    type: 'object',
    required: ['shopId', 'key'],
    properties: {
      shopId: { type: 'string', title: 'Sklep' },
      key: { type: 'string', title: 'Klucz', writeOnly: true },
    },
  },
  system: {
    type: 'object',
    required: ['key'],
    properties: { key: { type: 'string', title: 'Klucz', writeOnly: true } },
  },
};
const market: PluginSettings = {
  ...shop,
  module: 'bramka-market',
  label: 'Bramka Market',
  organization: {
    type: 'object',
    required: ['key', 'sellerId'],
    properties: {
      ...shop.organization.properties,
      sellerId: { type: 'string', title: 'Sprzedawca', 'x-order': 0 },
    },
  },
  system: undefined,
};
const books: PluginSettings = {
  module: 'ksiegi',
  label: 'Księgi',
  slot: 'accounting',
  group: 'ksiegi',
  organization: {
    type: 'object',
    properties: { token: { type: 'string', title: 'Token', writeOnly: true } },
  },
};

describe('settings registry', () => {
  const registry = settingsRegistry([shop, market, books]);

  it('modules sharing a group share every field they declare; required are the fields all of them require', () => {
    const group = registry.group('organization', 'bramka');
    expect(group?.label).toBe('Bramka / Bramka Market');
    expect(Object.keys(group?.fields ?? {})).toEqual(['shopId', 'key', 'sellerId']);
    expect(group?.secrets).toEqual(['key']);
    expect(group?.required).toEqual(['key']);
  });

  it('a scope lists only the modules that declare it (system accounts granted by the site admin)', () => {
    expect(registry.groups('system').map((group) => group.key)).toEqual(['bramka']);
    expect(registry.group('system', 'bramka')?.modules.map((module) => module.module)).toEqual(['bramka']);
    expect(registry.groups('project')).toEqual([]);
    expect(registry.groups('organization').map((group) => group.key)).toEqual(['bramka', 'ksiegi']);
  });

  it('a payment provider whose plugin declares no settings is declared from the provider', () => {
    const provider = {
      id: 'stara',
      label: 'Stara bramka',
      settingsKey: 'stara',
      settingsSchema: {
        type: 'object',
        properties: { pin: { type: 'string', title: 'PIN', writeOnly: true } },
      },
    } as unknown as PaymentProvider;
    const withProvider = settingsRegistry([shop], [provider]);
    expect(withProvider.module('stara')).toMatchObject({ slot: 'payment', group: 'stara' });
    expect(withProvider.group('system', 'stara')?.secrets).toEqual(['pin']);
  });

  it("audit paths: a group's secret fields, and everything in a group no module declares, are secret", () => {
    const isSecret = secretPathTest(registry, 'organization', 'integrations.accounts');
    expect(isSecret('integrations.accounts.bramka.key')).toBe(true);
    expect(isSecret('integrations.accounts.bramka.shopId')).toBe(false);
    expect(isSecret('integrations.accounts.nieznana.cokolwiek')).toBe(true);
    expect(isSecret('integrations.paymentModule')).toBe(false);
    expect(isSecret('integrations.accounts.bramka')).toBe(false);
  });

  it("an integration's group: in the organization scope with its switch; its project values apart from the modules' project accounts", () => {
    const crm: PluginSettings = {
      module: 'crm',
      label: 'CRM',
      slot: 'integration',
      group: 'crm',
      organization: {
        type: 'object',
        properties: { token: { type: 'string', title: 'Token', writeOnly: true } },
      },
      project: { type: 'object', properties: { list: { type: 'string', title: 'Lista' } } },
    };
    const withCrm = settingsRegistry([
      shop,
      { ...shop, module: 'p', group: 'p', project: shop.organization },
      crm,
    ]);
    expect(Object.keys(withCrm.group('organization', 'crm')?.fields ?? {})).toEqual(['enabled', 'token']);
    expect(withCrm.group('organization', 'crm')?.secrets).toEqual(['token']);
    expect(withCrm.groups('project').map((group) => group.key)).toEqual(['p']);
    expect(withCrm.projectIntegrationGroups().map((group) => group.key)).toEqual(['crm']);
    expect(withCrm.projectIntegrationGroup('p')).toBeUndefined();
    expect(Object.keys(withCrm.projectIntegrationGroup('crm')?.fields ?? {})).toEqual(['list']);
  });
});
