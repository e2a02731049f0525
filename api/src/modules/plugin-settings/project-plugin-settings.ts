/**
 * A project's own values of plugin settings (the plugins that declare `project` settings and are not payment
 * modules, whose project accounts live in `projectPaymentIntegrations`): one document per project
 * (`_id` = eventId), one stored group per settings group, secrets as ciphertext or '' like the
 * organization's. A field left unset falls back to the organization's value.
 */
import type { Store, StoreSession } from '../../storage/index.js';
import { TenantRepository } from '../../storage/index.js';
import type { StoredGroup } from './secret-values.js';

export const PROJECT_PLUGIN_SETTINGS = 'projectPluginSettings';

export interface ProjectPluginSettingsDocument {
  _id: string;
  organizationId: string;
  eventId: string;
  groups: Record<string, StoredGroup>;
  updatedAt: Date;
}

export interface ProjectTenant {
  organizationId: string;
  eventId: string;
}

function projectPluginSettingsOf(store: Store, tenant: ProjectTenant) {
  return new TenantRepository(
    store.db.collection<ProjectPluginSettingsDocument>(PROJECT_PLUGIN_SETTINGS),
    tenant,
  );
}

/** Every stored group of the project ({} when it has none). */
export async function readProjectPluginGroups(
  store: Store,
  tenant: ProjectTenant,
  session?: StoreSession,
): Promise<Record<string, StoredGroup>> {
  const doc = await projectPluginSettingsOf(store, tenant).findOne(
    { _id: tenant.eventId },
    session ? { session } : {},
  );
  return doc?.groups ?? {};
}

export async function readProjectPluginGroup(
  store: Store,
  tenant: ProjectTenant,
  group: string,
): Promise<StoredGroup | undefined> {
  return (await readProjectPluginGroups(store, tenant))[group];
}

/** Replaces the project's stored groups. */
export async function saveProjectPluginGroups(
  store: Store,
  tenant: ProjectTenant,
  groups: Record<string, StoredGroup>,
  session?: StoreSession,
): Promise<void> {
  await projectPluginSettingsOf(store, tenant).updateOne(
    { _id: tenant.eventId },
    { $set: { groups, updatedAt: new Date() } },
    { upsert: true, ...(session ? { session } : {}) },
  );
}
