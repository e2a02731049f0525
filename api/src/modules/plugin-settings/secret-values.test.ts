import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isEncryptedSecret, SecretBox } from '../../secrets/index.js';
import { settingsRegistry } from './registry.js';
import { maskGroup, mergeGroup, revealGroup, withUnsaved } from './secret-values.js';

const box = new SecretBox(async () => randomBytes(32));
const registry = settingsRegistry([
  {
    module: 'bramka',
    label: 'Bramka',
    slot: 'payment',
    group: 'bramka',
    organization: {
      type: 'object',
      title: 'Bramka',
      properties: {
        shopId: { type: 'string', title: 'Sklep' },
        apiKey: { type: 'string', title: 'Klucz API', writeOnly: true },
        signKey: { type: 'string', title: 'Klucz podpisu', writeOnly: true },
      },
    },
  },
]);
const group = registry.group('organization', 'bramka')!;

describe('one secret path: stored, shown, requested, in clear', () => {
  it('"empty strings count as unset"; responses carry { set } markers only', async () => {
    const stored = await mergeGroup(
      box,
      group,
      undefined,
      { shopId: ' 12 ', apiKey: 'AK-1', signKey: '' },
      'remove',
    );
    expect(isEncryptedSecret(stored.apiKey)).toBe(true);
    expect(stored).toMatchObject({ shopId: '12', signKey: '' });
    const shown = maskGroup(group, stored);
    expect(shown).toEqual({ shopId: '12', apiKey: { set: true }, signKey: { set: false } });
    expect(JSON.stringify(shown)).not.toContain('AK-1');
    expect(await revealGroup(box, group.secrets, stored)).toEqual({
      shopId: '12',
      apiKey: 'AK-1',
      signKey: '',
    });
  });

  it('a marker or absence keeps the key; the same key re-sent keeps its ciphertext', async () => {
    const first = await mergeGroup(box, group, undefined, { apiKey: 'AK', signKey: 'SK' }, 'remove');
    const kept = await mergeGroup(box, group, first, { apiKey: { set: true }, signKey: 'SK' }, 'remove');
    expect(kept).toEqual(first);
    const changed = await mergeGroup(box, group, first, { apiKey: 'AK-2' }, 'remove');
    expect(changed.apiKey).not.toBe(first.apiKey);
    expect(changed.signKey).toBe(first.signKey);
  });

  it("blank text: '' removes the key in the organization's PATCH, keeps it in the account forms", async () => {
    const first = await mergeGroup(box, group, undefined, { apiKey: 'AK', signKey: 'SK' }, 'remove');
    expect((await mergeGroup(box, group, first, { apiKey: '' }, 'remove')).apiKey).toBe('');
    expect((await mergeGroup(box, group, first, { apiKey: '  ' }, 'keep')).apiKey).toBe(first.apiKey);
  });

  it('values of fields no loaded module declares are kept as stored', async () => {
    const merged = await mergeGroup(box, group, { legacyField: 'x', apiKey: '' }, { shopId: '1' }, 'remove');
    expect(merged).toMatchObject({ legacyField: 'x', shopId: '1' });
    expect(maskGroup(group, merged)).not.toHaveProperty('legacyField');
  });

  it("'Sprawdź połączenie': unsaved values over the stored ones; a blank or marked secret means the stored key", () => {
    const clear = { shopId: '1', apiKey: 'stored', signKey: 'stored-sign' };
    expect(
      withUnsaved(group.fields, clear, { shopId: 2, apiKey: ' new ', signKey: { set: true }, other: 'x' }),
    ).toEqual({ shopId: 2, apiKey: 'new', signKey: 'stored-sign' });
    expect(withUnsaved(group.fields, clear, { apiKey: '' })).toEqual(clear);
  });
});
