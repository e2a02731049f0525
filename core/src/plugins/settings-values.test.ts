import { describe, expect, it } from 'vitest';
import type { PluginSettingsSchema } from './settings.js';
import { declaredValues, isUnsetValue, projectOverOrganization } from './settings-values.js';

const schema: PluginSettingsSchema = {
  type: 'object',
  properties: {
    token: { type: 'string', title: 'Token', writeOnly: true },
    list: { type: 'string', title: 'Lista', default: 'Zapisy' },
    notify: { type: 'boolean', title: 'Powiadamiaj', default: true },
    limit: { type: 'integer', title: 'Limit' },
  },
};

describe('plugin settings values at run time', () => {
  it('"Empty-string integration keys count as unset": blank text, null and absence are unset; false and 0 are not', () => {
    expect(['', '  ', null, undefined].every(isUnsetValue)).toBe(true);
    expect([false, 0, 'x'].some(isUnsetValue)).toBe(false);
  });

  it('"Project values override organization values": a project value wins unless it is unset', () => {
    const merged = projectOverOrganization(
      { token: 'ORG', list: 'Szkoła', notify: true },
      { token: '', list: 'Obóz 2027', notify: false },
    );
    expect(merged).toEqual({ token: 'ORG', list: 'Obóz 2027', notify: false });
    expect(projectOverOrganization({ list: 'Szkoła' }, undefined)).toEqual({ list: 'Szkoła' });
  });

  it('every declared field is given: the value, else its default, else "" for text; undeclared fields and the switch are left out', () => {
    expect(declaredValues(schema, { token: 'T', notify: false, enabled: true, other: 1 })).toEqual({
      token: 'T',
      list: 'Zapisy',
      notify: false,
    });
    expect(declaredValues(schema, { list: '  ', limit: 5 })).toMatchObject({ list: 'Zapisy', limit: 5 });
  });
});
