import { secretFieldsOf } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import plugin, { FAKTUROWNIA_SETTINGS_SCHEMA } from './index.js';

describe('accounting-fakturownia plugin', () => {
  it('is an accounting plugin per the plugin contract', () => {
    expect(plugin).toMatchObject({
      id: 'accounting-fakturownia',
      version: '0.1.0',
      kind: 'accounting',
      compatibility: '^0.1.0',
    });
    expect(() => plugin.register()).not.toThrow();
  });

  it('"Accounting module: none, ifirma, fakturownia": declares the fakturownia module in its own group', () => {
    expect(plugin.settings).toMatchObject({
      module: 'fakturownia',
      slot: 'accounting',
      group: 'fakturownia',
    });
    expect(plugin.settings.project).toBeUndefined();
    expect(plugin.settings.system).toBeUndefined();
  });

  it('keeps the fields stored so far (domain, token); the token is secret', () => {
    expect(Object.keys(FAKTUROWNIA_SETTINGS_SCHEMA.properties)).toEqual(['domain', 'token']);
    expect(secretFieldsOf(FAKTUROWNIA_SETTINGS_SCHEMA)).toEqual(['token']);
  });
});
