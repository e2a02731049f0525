import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { createTestApp, type TestApp } from '../http/testing.js';
import {
  assertSecretsKeyConfigured,
  DEV_SECRETS_KEY_ID,
  decryptSecret,
  encryptSecret,
  isEncryptedSecret,
  loadSecretsKey,
  parseSecretsKey,
  SETTINGS,
  SecretDecryptionError,
} from './index.js';

const key = randomBytes(32);

describe('AES-256-GCM at rest, versioned v1:<iv>:<tag>:<data>', () => {
  it('round-trips and never contains the plain text', () => {
    const text = encryptSecret(key, 'klucz-API-żółć');
    expect(text).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(isEncryptedSecret(text)).toBe(true);
    expect(text).not.toContain('klucz');
    expect(decryptSecret(key, text)).toBe('klucz-API-żółć');
  });

  it('a fresh IV each time', () => {
    expect(encryptSecret(key, 'a')).not.toBe(encryptSecret(key, 'a'));
  });

  it('a wrong key, a changed byte or another format is refused', () => {
    const text = encryptSecret(key, 'sekret');
    expect(() => decryptSecret(randomBytes(32), text)).toThrow(SecretDecryptionError);
    const parts = text.split(':');
    const data = Buffer.from(parts[3] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() =>
      decryptSecret(key, [parts[0], parts[1], parts[2], data.toString('base64url')].join(':')),
    ).toThrow('Nie można odszyfrować klucza integracji');
    expect(() => decryptSecret(key, 'v2:a:b:c')).toThrow('nieznany format');
    expect(isEncryptedSecret('plain')).toBe(false);
  });
});

describe('ZAPISY_SECRETS_KEY', () => {
  it('accepts 32 bytes as hex, base64 or base64url', () => {
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64url'))).toEqual(key);
  });

  it('refuses other lengths with a clear message', () => {
    expect(() => parseSecretsKey('abc')).toThrow(ConfigError);
    expect(() => parseSecretsKey(randomBytes(16).toString('hex'))).toThrow('32 bajtów');
  });

  it('"in production refuse to start without it"', () => {
    expect(() => assertSecretsKeyConfigured({}, 'production')).toThrow(ConfigError);
    expect(() => assertSecretsKeyConfigured({}, 'production')).toThrow('ZAPISY_SECRETS_KEY');
    expect(() =>
      assertSecretsKeyConfigured({ ZAPISY_SECRETS_KEY: key.toString('hex') }, 'production'),
    ).not.toThrow();
    expect(() => assertSecretsKeyConfigured({}, 'development')).not.toThrow();
    expect(() => assertSecretsKeyConfigured({}, 'production', 'embedded')).not.toThrow();
    expect(() => assertSecretsKeyConfigured({ ZAPISY_SECRETS_KEY: 'zły' }, 'test')).toThrow(ConfigError);
  });
});

describe('development key kept in settings', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('is created once per data directory and then reused; production never falls back to it', async () => {
    t = await createTestApp();
    const first = await loadSecretsKey({ env: {}, environment: 'test', store: t.store });
    const second = await loadSecretsKey({ env: {}, environment: 'development', store: t.store });
    expect(second).toEqual(first);
    const stored = await t.store.db.collection(SETTINGS).findOne({ _id: DEV_SECRETS_KEY_ID } as object);
    expect(stored?.note).toContain('NIE do produkcji');
    // Production on the embedded store (one data directory) uses the generated key; on MongoDB it refuses.
    expect(await loadSecretsKey({ env: {}, environment: 'production', store: t.store })).toEqual(first);
    const mongo = { ...t.store, kind: 'mongodb' as const };
    await expect(loadSecretsKey({ env: {}, environment: 'production', store: mongo })).rejects.toThrow(
      ConfigError,
    );
    const fromEnv = await loadSecretsKey({
      env: { ZAPISY_SECRETS_KEY: key.toString('base64') },
      environment: 'production',
      store: t.store,
    });
    expect(fromEnv).toEqual(key);
  });
});
