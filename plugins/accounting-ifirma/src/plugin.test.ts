import { secretFieldsOf } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import plugin, { IFIRMA_SETTINGS_SCHEMA } from './index.js';

describe('accounting-ifirma plugin', () => {
  it('is an accounting plugin per the plugin contract', () => {
    expect(plugin).toMatchObject({
      id: 'accounting-ifirma',
      version: '0.1.0',
      kind: 'accounting',
      compatibility: '^0.1.0',
    });
    expect(() => plugin.register()).not.toThrow();
  });

  it('"Accounting module: none, ifirma, fakturownia": declares the ifirma module in the ifirma group', () => {
    expect(plugin.settings).toMatchObject({
      module: 'ifirma',
      label: 'iFirma',
      slot: 'accounting',
      group: 'ifirma',
    });
    expect(plugin.settings.organization).toBe(IFIRMA_SETTINGS_SCHEMA);
    expect(plugin.settings.project).toBeUndefined();
    expect(plugin.settings.system).toBeUndefined();
  });

  it('keeps the fields stored so far; the three API keys are secret', () => {
    expect(Object.keys(IFIRMA_SETTINGS_SCHEMA.properties)).toEqual([
      'userName',
      'passwordInvoice',
      'passwordReceipt',
      'passwordAccount',
      'numberingScheme',
      'customersFilter',
    ]);
    expect(secretFieldsOf(IFIRMA_SETTINGS_SCHEMA)).toEqual([
      'passwordInvoice',
      'passwordReceipt',
      'passwordAccount',
    ]);
    for (const field of Object.values(IFIRMA_SETTINGS_SCHEMA.properties)) expect(field.title).not.toBe('');
  });
});
