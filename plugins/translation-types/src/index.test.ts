import 'reflect-metadata';
import { CORE_VERSION, Tokens, TRANSLATION_TYPE_IDS, type TranslationType } from '@zapisy/core';
import { container } from 'tsyringe';
import { describe, expect, it } from 'vitest';
import plugin, { vocabularies } from './index.js';

describe('translation-types plugin', () => {
  it('describes itself per the plugin contract', () => {
    expect(plugin).toMatchObject({
      id: 'translation-types',
      version: '0.1.0',
      kind: 'translation-type',
      compatibility: '^0.1.0',
    });
    expect(CORE_VERSION.startsWith('0.1.')).toBe(true);
  });

  it('registers all five vocabularies into a real tsyringe container', async () => {
    const child = container.createChildContainer();
    await plugin.register(child);
    const registered = child.resolveAll<TranslationType>(Tokens.TranslationType);
    expect(registered.map((v) => v.id).sort()).toEqual([...TRANSLATION_TYPE_IDS].sort());
    expect(registered).toEqual([...vocabularies]);
    expect(container.isRegistered(Tokens.TranslationType)).toBe(false);
  });
});
