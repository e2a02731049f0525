import { describe, expect, it } from 'vitest';
import { pluginSettingsProblems } from './settings-problems.js';

const valid = {
  module: 'crm-sync',
  label: 'CRM',
  slot: 'integration',
  group: 'crmSync',
  organization: {
    type: 'object',
    required: ['token'],
    properties: { token: { type: 'string', title: 'Token', writeOnly: true } },
  },
};

describe('checking a settings declaration at start-up', () => {
  it('a well-formed integration declaration has no problems', () => {
    expect(pluginSettingsProblems(valid)).toEqual([]);
  });

  it('names each problem in Polish with the field it is about', () => {
    const problems = pluginSettingsProblems({
      ...valid,
      slot: 'sms-only',
      group: 'crm.sync',
      label: '',
      organization: {
        type: 'object',
        required: ['token', 'list'],
        properties: {
          token: { type: 'number', title: 'Token', writeOnly: true },
          'bad-name': { type: 'date', title: '' },
        },
      },
    });
    expect(problems).toEqual([
      '"slot" musi być jednym z: payment, accounting, integration',
      '"group" to litery, cyfry, "-" i "_" (najwyżej 60 znaków)',
      'brak "label" (nazwa pokazywana organizatorowi)',
      'organization.token: pole tajne (writeOnly) musi być tekstem',
      'organization.bad-name: nazwa pola to litery, cyfry i "_"',
      'organization.bad-name: "type" musi być jednym z: string, number, integer, boolean',
      'organization.bad-name: brak "title" (polska nazwa pola)',
      'organization.required: nieznane pola list',
    ]);
  });

  it('an integration may not declare the switch core adds', () => {
    const problems = pluginSettingsProblems({
      ...valid,
      organization: {
        type: 'object',
        properties: { enabled: { type: 'boolean', title: 'Włączona' } },
      },
    });
    expect(problems).toEqual(['organization.enabled: to pole dodaje system (włącznik integracji)']);
  });

  it('not an object, or no organization settings', () => {
    expect(pluginSettingsProblems('x')).toEqual(['"settings" musi być obiektem']);
    expect(pluginSettingsProblems({ ...valid, organization: undefined })).toEqual([
      'brak ustawień organizacji ("organization")',
    ]);
  });
});
