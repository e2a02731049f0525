/**
 * Start-up migration of stored organizations to plugin-owned settings. Earlier versions kept each module's
 * group beside core's choices (`integrations.<group>`); the groups now live under `integrations.accounts`,
 * where no plugin's group name can collide with a field of core. Every value is kept as stored (secrets stay
 * the same ciphertext). The rule is generic: any object under `integrations` that is not one of core's
 * fields is a group.
 *
 * Idempotent and safe when several processes start at once (MongoDB): each document moves in one
 * conditional update that applies only while it has no `accounts` and its groups are as read, so a
 * document another process moved, or one changed since it was read, is left alone.
 */
import { ORGANIZATION_INTEGRATION_FIELDS } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { organizationsCollection } from './store.js';

const CORE_FIELDS: ReadonlySet<string> = new Set(ORGANIZATION_INTEGRATION_FIELDS);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The module groups an organization's `integrations` holds in the earlier shape. */
export function legacyGroupsOf(
  integrations: Record<string, unknown>,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(integrations).filter(
      (entry): entry is [string, Record<string, unknown>] =>
        !CORE_FIELDS.has(entry[0]) && isPlainObject(entry[1]),
    ),
  );
}

/** Moves every stored organization to the current shape; returns how many this process moved. */
export async function migrateOrganizationSettings(store: Store): Promise<number> {
  const organizations = organizationsCollection(store);
  const pending = await organizations
    .find({ integrations: { $type: 'object' }, 'integrations.accounts': { $exists: false } } as object)
    .toArray();
  let moved = 0;
  for (const organization of pending) {
    const groups = legacyGroupsOf(organization.integrations as unknown as Record<string, unknown>);
    const asRead = Object.fromEntries(
      Object.entries(groups).map(([key, value]) => [`integrations.${key}`, value]),
    );
    const unset = Object.fromEntries(Object.keys(asRead).map((path) => [path, '']));
    const result = await organizations.updateOne(
      { _id: organization._id, 'integrations.accounts': { $exists: false }, ...asRead } as object,
      {
        $set: { 'integrations.accounts': groups },
        ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
      } as object,
    );
    moved += result.modifiedCount;
  }
  return moved;
}
