import type { PluginSettings } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { integrationsOf, integrationValuesOf, missingRequired } from './integration-form-schema.js';
import { MODULE_SETTINGS } from './module-settings-fixtures.js';

const crm: PluginSettings = {
  module: 'crm',
  label: 'CRM',
  slot: 'integration',
  group: 'crm',
  organization: {
    type: 'object',
    required: ['token', 'list'],
    properties: {
      token: { type: 'string', title: 'Token', writeOnly: true },
      list: { type: 'string', title: 'Lista' },
      notify: { type: 'boolean', title: 'Powiadamiaj', default: true },
    },
  },
};

describe('the integrations form', () => {
  it('lists only the plugins switched on per organization, not the chosen modules', () => {
    expect(integrationsOf([...MODULE_SETTINGS, crm])).toEqual([crm]);
  });

  it('a group never saved starts switched off, with the declared defaults and an unset key', () => {
    expect(integrationValuesOf([crm], {})).toEqual({
      crm: { enabled: false, token: { set: false }, list: '', notify: true },
    });
    expect(
      integrationValuesOf([crm], { crm: { enabled: true, token: { set: true }, notify: false } }),
    ).toEqual({
      crm: { enabled: true, token: { set: true }, list: '', notify: false },
    });
  });

  it('required fields not set are named by their titles; a stored or typed key counts', () => {
    expect(missingRequired(crm, { token: { set: false }, list: '' })).toEqual(['Token', 'Lista']);
    expect(missingRequired(crm, { token: { set: true }, list: 'Klienci' })).toEqual([]);
    expect(missingRequired(crm, { token: 'nowy', list: ' ' })).toEqual(['Lista']);
  });
});
