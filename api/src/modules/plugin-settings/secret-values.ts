/**
 * THE one code path for a settings group's secrets, whatever holds the group (an organization's module
 * settings, a project's own account, a system account), in its forms: stored (ciphertext, '' when unset),
 * shown (`{ set }` markers: a response never carries a key), requested (new text, a marker or nothing to
 * keep, blank text per the route's contract) and in clear (for the server-side call of a provider).
 * Second document §1: "Empty-string integration keys count as unset."
 */
import { isSecretValueSet, type SecretMarker } from '@zapisy/core';
import type { SecretBox } from '../../secrets/index.js';
import type { SettingsGroup } from './registry.js';

/** A group as stored: plain values and ciphertext secrets. */
export type StoredGroup = Record<string, unknown>;

/**
 * What blank text for a secret means in a request: 'remove' (the organization's PATCH: '' removes the key)
 * or 'keep' (account forms: a blank field keeps the stored key, `null` removes the whole account).
 */
export type BlankSecret = 'remove' | 'keep';

/** A stored group as a response shows it: the group's plain fields as stored, each secret as `{ set }`. */
export function maskGroup(
  group: SettingsGroup,
  stored: StoredGroup | undefined,
): Record<string, unknown | SecretMarker> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(group.fields)) {
    if (group.secrets.includes(name)) out[name] = { set: isSecretValueSet(stored?.[name]) };
    else if (stored?.[name] !== undefined) out[name] = stored[name];
  }
  return out;
}

async function nextSecret(
  box: SecretBox,
  stored: unknown,
  input: unknown,
  blank: BlankSecret,
): Promise<string> {
  const current = typeof stored === 'string' ? stored : '';
  if (typeof input !== 'string') return current;
  if (!isSecretValueSet(input)) return blank === 'keep' ? current : '';
  const value = input.trim();
  // The same key sent again keeps its ciphertext, so re-sending a form is not a change.
  if (isSecretValueSet(current) && (await box.decrypt(current).catch(() => undefined)) === value)
    return current;
  return box.encrypt(value);
}

/**
 * The stored group after a request: plain fields from the request (text trimmed; absent ones kept), each
 * secret encrypted when new text is given. Values of fields the group does not declare (a module no longer
 * loaded) are kept as stored.
 */
export async function mergeGroup(
  box: SecretBox,
  group: SettingsGroup,
  stored: StoredGroup | undefined,
  requested: Readonly<Record<string, unknown>>,
  blank: BlankSecret,
): Promise<StoredGroup> {
  const out: StoredGroup = { ...stored };
  for (const name of Object.keys(group.fields)) {
    const input = requested[name];
    if (group.secrets.includes(name)) out[name] = await nextSecret(box, stored?.[name], input, blank);
    else if (input !== undefined) out[name] = typeof input === 'string' ? input.trim() : input;
  }
  return out;
}

/** The group in clear for a provider call: plain values as stored, every secret decrypted ('' when unset). */
export async function revealGroup(
  box: SecretBox,
  secrets: readonly string[],
  stored: StoredGroup | undefined,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...stored };
  for (const name of secrets) {
    const value = stored?.[name];
    out[name] = isSecretValueSet(value) ? await box.decrypt(value as string) : '';
  }
  return out;
}

/**
 * A group in clear with a form's unsaved values on top ('Sprawdź połączenie'): only the given fields; a secret
 * only when new text was typed (blank or a `{ set }` marker means the stored key).
 */
export function withUnsaved(
  fields: Readonly<Record<string, { writeOnly?: boolean }>>,
  clear: Readonly<Record<string, unknown>>,
  unsaved: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...clear };
  for (const [name, value] of Object.entries(unsaved ?? {})) {
    const field = fields[name];
    if (!field) continue;
    if (field.writeOnly) {
      if (typeof value === 'string' && isSecretValueSet(value)) out[name] = value.trim();
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[name] = value;
    }
  }
  return out;
}
