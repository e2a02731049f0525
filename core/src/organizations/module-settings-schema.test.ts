import { describe, expect, it } from 'vitest';
import type { PluginSettings } from '../plugins/settings.js';
import { organizationSettingsSchemaFor } from './module-settings-schema.js';
import type { JsonSchema } from './organization-schema.js';

const base: PluginSettings = {
  module: 'bramka',
  label: 'Bramka',
  slot: 'payment',
  group: 'bramka',
  organization: {
    type: 'object',
    title: 'Bramka',
    properties: {
      shopId: { type: 'string', title: 'Sklep', pattern: '^[0-9]+$', 'x-widget': 'text' },
      key: { type: 'string', title: 'Klucz', writeOnly: true },
    },
  },
};
const market: PluginSettings = {
  ...base,
  module: 'bramka-market',
  label: 'Bramka Market',
  organization: {
    type: 'object',
    title: 'Bramka Market',
    properties: {
      ...base.organization.properties,
      fee: { type: 'number', title: 'Prowizja', minimum: 0, maximum: 100, 'x-order': 0 },
    },
  },
};
const books: PluginSettings = {
  module: 'ksiegi',
  label: 'Księgi',
  slot: 'accounting',
  group: 'ksiegi',
  organization: {
    type: 'object',
    title: 'Księgi',
    properties: { token: { type: 'string', title: 'Token', writeOnly: true } },
  },
};

const secret = () => ({ type: 'string', maxLength: 10 });
type Schemas = Record<string, JsonSchema>;
const propertiesOf = (schema: JsonSchema | undefined) => (schema?.properties ?? {}) as Schemas;
const integrationsOf = (schema: JsonSchema) => propertiesOf(propertiesOf(schema).integrations);
/** The fields of one group of `integrations.accounts`. */
const groupFields = (integrations: Schemas, group: string) =>
  propertiesOf(propertiesOf(integrations.accounts)[group]);

describe('organization settings composed with the installed modules', () => {
  const integrations = integrationsOf(organizationSettingsSchemaFor([base, market, books], { secret }));

  it('the module choices list the declared modules of their slot, with none', () => {
    expect(integrations.paymentModule?.enum).toEqual(['none', 'bramka', 'bramka-market']);
    expect(integrations.paymentModule?.description).toBe(
      'none: Brak; bramka: Bramka; bramka-market: Bramka Market',
    );
    expect(integrations.accountingModule?.enum).toEqual(['none', 'ksiegi']);
  });

  it('modules sharing a group share one closed group with every declared field, secrets as given', () => {
    const accounts = propertiesOf(integrations.accounts);
    expect(Object.keys(accounts)).toEqual(['bramka', 'ksiegi']);
    expect(accounts.bramka).toMatchObject({ title: 'Bramka / Bramka Market', additionalProperties: false });
    const fields = groupFields(integrations, 'bramka');
    expect(Object.keys(fields)).toEqual(['shopId', 'key', 'fee']);
    expect(fields.key).toEqual({ type: 'string', maxLength: 10, title: 'Klucz' });
    expect(fields.fee).toEqual({ type: 'number', title: 'Prowizja', minimum: 0, maximum: 100 });
  });

  it('"empty string = unset": a text pattern also accepts empty text; hints only when asked', () => {
    expect(groupFields(integrations, 'bramka').shopId).toEqual({
      type: 'string',
      title: 'Sklep',
      maxLength: 500,
      pattern: '^$|^[0-9]+$',
    });
    const withHints = integrationsOf(organizationSettingsSchemaFor([base], { secret, hints: true }));
    expect(groupFields(withHints, 'bramka').shopId?.['x-widget']).toBe('text');
  });

  it('an integration is no module choice; its closed group starts with the switch core adds', () => {
    const crm: PluginSettings = {
      module: 'crm',
      label: 'CRM',
      slot: 'integration',
      group: 'crm',
      organization: {
        type: 'object',
        properties: { token: { type: 'string', title: 'Token', writeOnly: true } },
      },
    };
    const withCrm = integrationsOf(organizationSettingsSchemaFor([base, books, crm], { secret }));
    expect(withCrm.paymentModule?.enum).toEqual(['none', 'bramka']);
    expect(withCrm.accountingModule?.enum).toEqual(['none', 'ksiegi']);
    expect(propertiesOf(withCrm.accounts).crm).toMatchObject({ title: 'CRM', additionalProperties: false });
    expect(groupFields(withCrm, 'crm')).toEqual({
      enabled: {
        type: 'boolean',
        title: 'Włączona',
        description: 'Czy ta integracja działa w organizacji.',
        default: false,
      },
      token: { type: 'string', maxLength: 10, title: 'Token' },
    });
  });
});
