/**
 * Where the key that encrypts integration keys comes from. `ZAPISY_SECRETS_KEY` holds 32 bytes as base64
 * (44 characters, standard or url alphabet) or hex (64 characters). Production refuses to run without it.
 * In test and development, when it is unset, a random key is generated once per data directory and kept in
 * the `settings` collection — a convenience that is NOT for production: whoever reads the data reads the
 * key with it.
 */
import { randomBytes } from 'node:crypto';
import { ConfigError, type Environment } from '../config.js';
import type { Store } from '../storage/index.js';
import { SECRETS_KEY_BYTES } from './cipher.js';

export const SECRETS_KEY_ENV = 'ZAPISY_SECRETS_KEY';
export const SETTINGS = 'settings';
/** `_id` of the development key document in `settings`. */
export const DEV_SECRETS_KEY_ID = 'secrets.devKey';

type Env = Record<string, string | undefined>;

export interface DevSecretsKeyDocument {
  _id: string;
  /** base64url of the 32 key bytes. */
  value: string;
  note: string;
  createdAt: Date;
}

const MISSING_MESSAGE =
  `${SECRETS_KEY_ENV}: brak klucza szyfrowania kluczy integracji; w produkcji z MongoDB jest wymagany. ` +
  "Wygeneruj go poleceniem `node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64'))\"` " +
  'i ustaw w środowisku (32 bajty jako base64 lub hex).';

/** The key from the environment value, or ConfigError explaining the expected form. */
export function parseSecretsKey(raw: string): Buffer {
  const value = raw.trim();
  let key: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(value)) key = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) key = Buffer.from(value.replace(/=$/, ''), 'base64url');
  if (key?.length !== SECRETS_KEY_BYTES) {
    throw new ConfigError([
      `${SECRETS_KEY_ENV}: oczekiwano 32 bajtów zapisanych jako base64 (44 znaki) lub hex (64 znaki)`,
    ]);
  }
  return key;
}

/** The key from the environment, if set (a malformed value throws ConfigError). */
export function secretsKeyFromEnv(env: Env): Buffer | undefined {
  const raw = env[SECRETS_KEY_ENV];
  return raw === undefined || raw.trim() === '' ? undefined : parseSecretsKey(raw);
}

/**
 * Start-up check: in production on MongoDB the key must be set and well-formed (config.ts
 * `keysMustComeFromEnvironment`); elsewhere only a set value is checked. Throws ConfigError with a message meant for the operator.
 */
export function assertSecretsKeyConfigured(
  env: Env,
  environment: Environment,
  store: Store['kind'] = 'mongodb',
): void {
  const key = secretsKeyFromEnv(env);
  if (key === undefined && environment === 'production' && store === 'mongodb') {
    throw new ConfigError([MISSING_MESSAGE]);
  }
}

/**
 * The key to use: the environment's; in production on MongoDB without it, ConfigError; otherwise the data
 * directory's generated key from `settings`, created on first use (two processes racing agree: the
 * second insert fails on the unique `_id` and reads the first one's key).
 */
export async function loadSecretsKey(options: {
  env: Env;
  environment: Environment;
  store: Store;
}): Promise<Buffer> {
  const fromEnv = secretsKeyFromEnv(options.env);
  if (fromEnv) return fromEnv;
  if (options.environment === 'production' && options.store.kind === 'mongodb') {
    throw new ConfigError([MISSING_MESSAGE]);
  }
  const settings = options.store.db.collection<DevSecretsKeyDocument>(SETTINGS);
  const existing = await settings.findOne({ _id: DEV_SECRETS_KEY_ID });
  if (existing) return Buffer.from(existing.value, 'base64url');
  const key = randomBytes(SECRETS_KEY_BYTES);
  try {
    await settings.insertOne({
      _id: DEV_SECRETS_KEY_ID,
      value: key.toString('base64url'),
      note: `Klucz tylko do testów i rozwoju, NIE do produkcji: w produkcji ustaw ${SECRETS_KEY_ENV}.`,
      createdAt: new Date(),
    });
    return key;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
    const winner = await settings.findOne({ _id: DEV_SECRETS_KEY_ID });
    if (!winner) throw error;
    return Buffer.from(winner.value, 'base64url');
  }
}
