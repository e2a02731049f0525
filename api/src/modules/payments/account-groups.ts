/**
 * What a provider needs of the account it uses: its required settings, and which of them a stored group
 * lacks. Secrets are masked, merged and decrypted only by plugin-settings/secret-values.ts.
 */
import type { PaymentProvider } from '@zapisy/core';
import type { StoredAccountGroup } from './payment-accounts.js';

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
