/**
 * Saving a project's own values of integration settings: each requested group merged into the stored one
 * through the one secret path ('' unsets a field, so the organization's value applies again), audited with
 * secrets as '••••', all in one transaction; nothing is written when nothing changed.
 */
import { ValidationError } from '@zapisy/core';
import type { SecretBox } from '../../secrets/index.js';
import type { Store } from '../../storage/index.js';
import { type AuditActor, diffForAudit, recordAudit } from '../audit/index.js';
import {
  type ProjectTenant,
  readProjectPluginGroups,
  saveProjectPluginGroups,
} from './project-plugin-settings.js';
import { type SettingsRegistry, secretPathTestOf } from './registry.js';
import { maskGroup, mergeGroup, type StoredGroup } from './secret-values.js';

export const PROJECT_PLUGIN_SETTINGS_ACTION = 'project.pluginSettings';

export interface ProjectSettingsDeps {
  store: Store;
  box: SecretBox;
  registry: SettingsRegistry;
}

/** Every project-level integration group as a response shows it (secrets as `{ set }`). */
export function maskProjectValues(
  registry: SettingsRegistry,
  stored: Readonly<Record<string, StoredGroup>>,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    registry.projectIntegrationGroups().map((group) => [group.key, maskGroup(group, stored[group.key])]),
  );
}

export async function updateProjectPluginSettings(
  deps: ProjectSettingsDeps,
  tenant: ProjectTenant,
  requested: Readonly<Record<string, Record<string, unknown>>>,
  actor: AuditActor,
): Promise<Record<string, StoredGroup>> {
  return deps.store.withTransaction(async (session) => {
    const before = await readProjectPluginGroups(deps.store, tenant, session);
    const after: Record<string, StoredGroup> = { ...before };
    const unknown: string[] = [];
    for (const [key, input] of Object.entries(requested)) {
      const group = deps.registry.projectIntegrationGroup(key);
      if (!group) unknown.push(`body.values.${key}: nieznana grupa ustawień „${key}”`);
      else after[key] = await mergeGroup(deps.box, group, before[key], input, 'remove');
    }
    if (unknown.length > 0) throw new ValidationError(unknown);
    const changes = diffForAudit({ values: before }, { values: after }, ['values'], {
      isSecret: secretPathTestOf((key) => deps.registry.projectIntegrationGroup(key), 'values'),
    });
    if (changes.length === 0) return before;
    const at = new Date();
    await saveProjectPluginGroups(deps.store, tenant, after, session);
    await recordAudit(
      deps.store,
      {
        ...tenant,
        actor,
        action: PROJECT_PLUGIN_SETTINGS_ACTION,
        target: { type: 'project', id: tenant.eventId },
        changes,
        at,
      },
      { session },
    );
    return after;
  });
}
