/**
 * The secret fields of an organization's integrations between their three forms: stored (ciphertext, ''
 * when unset), shown (`{ set }` markers — responses never carry a key in clear) and requested (a new value,
 * '' to remove it, or a marker / absence to keep it). Second document §1: "Empty-string integration keys
 * count as unset."
 */
import {
  INTEGRATION_SECRET_FIELDS,
  type IntegrationProvider,
  isSecretValueSet,
  type OrganizationIntegrations,
  type SecretMarker,
} from '@zapisy/core';
import type { SecretBox } from './secret-box.js';

/** A request's value for a secret field: new text, '' to remove, or a `{ set }` marker to keep. */
export type SecretInput = string | SecretMarker;

type Group = Record<string, unknown>;

function providers(): [IntegrationProvider, readonly string[]][] {
  return Object.entries(INTEGRATION_SECRET_FIELDS) as [IntegrationProvider, readonly string[]][];
}

/** Stored integrations → their response form, each secret replaced by `{ set }`. */
export function maskIntegrations(stored: OrganizationIntegrations): OrganizationIntegrations<SecretMarker> {
  const out: Record<string, unknown> = { ...stored };
  for (const [provider, fields] of providers()) {
    const group: Group = { ...((stored as unknown as Record<string, Group>)[provider] ?? {}) };
    for (const field of fields) group[field] = { set: isSecretValueSet(group[field]) };
    out[provider] = group;
  }
  return out as unknown as OrganizationIntegrations<SecretMarker>;
}

/**
 * The stored value of one secret after a request: absent or a marker keeps the current value; '' (or
 * blanks) removes it; text equal to the current key keeps the current ciphertext (so re-sending a key is
 * not a change); other text is encrypted.
 */
async function nextSecret(box: SecretBox, current: unknown, input: unknown): Promise<string> {
  const stored = typeof current === 'string' ? current : '';
  if (input === undefined || (typeof input === 'object' && input !== null)) return stored;
  if (typeof input !== 'string' || !isSecretValueSet(input)) return '';
  const value = input.trim();
  if (isSecretValueSet(stored) && (await box.decrypt(stored).catch(() => undefined)) === value) return stored;
  return box.encrypt(value);
}

/**
 * Applies a request's secret fields to the stored integrations: returns the requested integrations group
 * with every secret field in its stored form. Non-secret fields of the request are passed through.
 */
export async function encryptIntegrationSecrets(
  box: SecretBox,
  current: OrganizationIntegrations,
  requested: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...requested };
  for (const [provider, fields] of providers()) {
    const input = requested[provider] as Group | undefined;
    if (input === undefined) continue;
    const currentGroup = (current as unknown as Record<string, Group>)[provider] ?? {};
    const group: Group = { ...input };
    for (const field of fields) group[field] = await nextSecret(box, currentGroup[field], input[field]);
    out[provider] = group;
  }
  return out;
}

/** The secrets of one provider group in clear, for the server-side code that calls the provider. */
export async function readIntegrationSecrets(
  box: SecretBox,
  integrations: OrganizationIntegrations,
  provider: IntegrationProvider,
): Promise<Record<string, string>> {
  const group = (integrations as unknown as Record<string, Group>)[provider] ?? {};
  const out: Record<string, string> = {};
  for (const field of INTEGRATION_SECRET_FIELDS[provider]) {
    const value = group[field];
    out[field] = isSecretValueSet(value) ? await box.decrypt(value as string) : '';
  }
  return out;
}
