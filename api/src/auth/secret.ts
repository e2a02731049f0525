/**
 * The key that signs tokens. Production: `ZAPISY_JWT_SECRET` only; starting without it is refused with a
 * ConfigError (printed without a stack by main.ts). Test and development: without the variable, a random
 * secret is generated once per data directory and kept in the `settings` collection (document
 * `auth.jwtSecret`), so a restart keeps everyone logged in and two processes on one store agree.
 */
import { randomBytes } from 'node:crypto';
import { type AppConfig, ConfigError, keysMustComeFromEnvironment } from '../config.js';
import type { Store } from '../storage/index.js';

export const SETTINGS = 'settings';
export const JWT_SECRET_SETTING = 'auth.jwtSecret';

interface SettingDocument {
  _id: string;
  value: string;
  createdAt: Date;
}

export const MISSING_SECRET_MESSAGE =
  'ZAPISY_JWT_SECRET: w środowisku produkcyjnym z MongoDB wymagany jest sekret do podpisywania tokenów ' +
  '(co najmniej 32 znaki, np. `openssl rand -base64 48`) / ZAPISY_JWT_SECRET is required in production on MongoDB ' +
  '(at least 32 characters, e.g. `openssl rand -base64 48`)';

/**
 * A loader of the signing key, checked at once (production on MongoDB without ZAPISY_JWT_SECRET throws
 * ConfigError; see config.ts `keysMustComeFromEnvironment`)
 * but read or created in the store only at first use: writing at start-up would make an empty store look
 * seeded (seedDemo only seeds an empty store).
 */
export function jwtKeyLoader(config: AppConfig, store: Store): () => Promise<Uint8Array> {
  if (config.auth.jwtSecret === undefined && keysMustComeFromEnvironment(config)) {
    throw new ConfigError([MISSING_SECRET_MESSAGE]);
  }
  let key: Promise<Uint8Array> | undefined;
  return () => {
    key ??= resolveJwtSecret(config, store).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}

export async function resolveJwtSecret(config: AppConfig, store: Store): Promise<Uint8Array> {
  if (config.auth.jwtSecret !== undefined) return new TextEncoder().encode(config.auth.jwtSecret);
  if (keysMustComeFromEnvironment(config)) throw new ConfigError([MISSING_SECRET_MESSAGE]);

  const settings = store.db.collection<SettingDocument>(SETTINGS);
  const existing = await settings.findOne({ _id: JWT_SECRET_SETTING });
  if (existing) return Buffer.from(existing.value, 'base64url');
  const value = randomBytes(48).toString('base64url');
  try {
    await settings.insertOne({ _id: JWT_SECRET_SETTING, value, createdAt: new Date() });
    return Buffer.from(value, 'base64url');
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
    // Another process created it first: use theirs.
    const winner = await settings.findOne({ _id: JWT_SECRET_SETTING });
    if (!winner) throw error;
    return Buffer.from(winner.value, 'base64url');
  }
}
