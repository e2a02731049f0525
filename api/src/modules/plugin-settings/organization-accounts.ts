/**
 * An organization's module settings (`integrations.accounts`, one group per settings group) between their
 * forms, through the one secret path (secret-values.ts). In the organization's PATCH, '' removes a key.
 */
import { ValidationError } from '@zapisy/core';
import type { SecretBox } from '../../secrets/index.js';
import type { SettingsRegistry } from './registry.js';
import { maskGroup, mergeGroup, type StoredGroup } from './secret-values.js';

export type StoredAccounts = Record<string, StoredGroup>;

/** Every declared group as a response shows it (groups no loaded module declares are not shown). */
export function maskOrganizationAccounts(
  registry: SettingsRegistry,
  stored: StoredAccounts | undefined,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    registry.groups('organization').map((group) => [group.key, maskGroup(group, stored?.[group.key])]),
  );
}

/** The stored groups after a PATCH's `integrations.accounts`; the groups it leaves out are kept. */
export async function mergeOrganizationAccounts(
  box: SecretBox,
  registry: SettingsRegistry,
  stored: StoredAccounts | undefined,
  requested: Readonly<Record<string, unknown>>,
): Promise<StoredAccounts> {
  const next: StoredAccounts = { ...stored };
  const unknown: string[] = [];
  for (const [key, input] of Object.entries(requested)) {
    const group = registry.group('organization', key);
    if (!group) {
      unknown.push(`body.integrations.accounts.${key}: nieznana grupa ustawień „${key}”`);
      continue;
    }
    next[key] = await mergeGroup(
      box,
      group,
      stored?.[key],
      (input ?? {}) as Record<string, unknown>,
      'remove',
    );
  }
  if (unknown.length > 0) throw new ValidationError(unknown);
  return next;
}
