/**
 * A provider settings group (keyed by `settingsKey`) in its three forms, for system accounts and project
 * overrides: stored (secrets as ciphertext, '' unset), shown (each secret as `{ set }`, never the key) and
 * requested (a blank or absent secret keeps the stored one). The fields are those the registered providers
 * with that key declare in their settings schemas (Przelewy24 and its marketplace share one group).
 */
import {
  INTEGRATION_SECRET_FIELDS,
  isSecretValueSet,
  type PaymentProvider,
  type PaymentSettingsField,
  type SecretMarker,
} from '@zapisy/core';
import type { SecretBox } from '../secrets/index.js';
import type { StoredAccountGroup } from './payment-accounts.js';

export interface AccountGroupSpec {
  settingsKey: string;
  /** The providers sharing the group, e.g. przelewy24 and przelewy24marketplace. */
  providers: PaymentProvider[];
  /** The union of their schemas' fields (the first declaration of a field wins). */
  fields: Record<string, PaymentSettingsField>;
  secrets: readonly string[];
}

/** The groups of the registered providers, by settings key. */
export function accountGroupSpecs(providers: readonly PaymentProvider[]): Map<string, AccountGroupSpec> {
  const specs = new Map<string, AccountGroupSpec>();
  for (const provider of providers) {
    let spec = specs.get(provider.settingsKey);
    if (!spec) {
      spec = { settingsKey: provider.settingsKey, providers: [], fields: {}, secrets: [] };
      specs.set(provider.settingsKey, spec);
    }
    spec.providers.push(provider);
    for (const [name, field] of Object.entries(provider.settingsSchema.properties)) {
      spec.fields[name] ??= field;
    }
  }
  for (const spec of specs.values()) {
    const known = (INTEGRATION_SECRET_FIELDS as Record<string, readonly string[] | undefined>)[
      spec.settingsKey
    ];
    const declared = Object.entries(spec.fields).flatMap(([name, field]) => (field.writeOnly ? [name] : []));
    spec.secrets = [...new Set([...(known ?? []), ...declared])];
  }
  return specs;
}

/** The secret fields of a provider's group (core's list for the known groups and the schema's writeOnly). */
export function secretFieldsOfProvider(provider: PaymentProvider): readonly string[] {
  return accountGroupSpecs([provider]).get(provider.settingsKey)?.secrets ?? [];
}

/** A stored group as a response shows it: plain fields as stored, each secret `{ set }`. */
export function maskAccountGroup(
  spec: AccountGroupSpec,
  stored: StoredAccountGroup,
): Record<string, unknown | SecretMarker> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(spec.fields)) {
    if (spec.secrets.includes(name)) out[name] = { set: isSecretValueSet(stored[name]) };
    else if (stored[name] !== undefined) out[name] = stored[name];
  }
  return out;
}

/**
 * The stored group after a request: plain fields from the request (absent ones kept), secrets encrypted
 * when new text is given; a blank, absent or `{ set }` secret keeps the stored ciphertext.
 */
export async function mergeAccountGroup(
  box: SecretBox,
  spec: AccountGroupSpec,
  current: StoredAccountGroup | undefined,
  requested: Record<string, unknown>,
): Promise<StoredAccountGroup> {
  const out: StoredAccountGroup = {};
  for (const name of Object.keys(spec.fields)) {
    const stored = current?.[name];
    const input = requested[name];
    if (spec.secrets.includes(name)) {
      out[name] =
        typeof input === 'string' && isSecretValueSet(input)
          ? await box.encrypt(input.trim())
          : typeof stored === 'string'
            ? stored
            : '';
    } else if (input !== undefined) {
      out[name] = typeof input === 'string' ? input.trim() : input;
    } else if (stored !== undefined) {
      out[name] = stored;
    }
  }
  return out;
}

function isFieldSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The fields a provider needs set: its schema's `required`, else the fields it declares writeOnly. */
export function neededAccountFields(provider: PaymentProvider): readonly string[] {
  const schema = provider.settingsSchema;
  if (schema.required && schema.required.length > 0) return schema.required;
  return Object.entries(schema.properties).flatMap(([name, field]) => (field.writeOnly ? [name] : []));
}

/**
 * The titles of the needed fields that are not set in the group. Reads the stored form (a ciphertext
 * counts as set) or the decrypted one alike.
 */
export function missingAccountFields(
  provider: PaymentProvider,
  group: Readonly<StoredAccountGroup>,
): string[] {
  const schema = provider.settingsSchema;
  const needed = neededAccountFields(provider);
  return needed
    .filter((name) => !isFieldSet(group[name]))
    .map((name) => schema.properties[name]?.title ?? name);
}

/** Every secret of the group decrypted ('' when unset), for the server-side call of the provider. */
export async function decryptAccountSecrets(
  box: SecretBox,
  secrets: readonly string[],
  group: StoredAccountGroup,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of secrets) {
    const value = group[name];
    out[name] = isSecretValueSet(value) ? await box.decrypt(value as string) : '';
  }
  return out;
}
