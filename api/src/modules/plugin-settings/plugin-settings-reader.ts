/**
 * `settings(organizationId, eventId?)` of a plugin's bootstrap, subscriber and job contexts: the plugin's
 * own group only (the reader is bound to its declaration, so it cannot name another plugin's group), the
 * secrets decrypted through the one secret path, the project's own values over the organization's, the
 * declared defaults for what nobody set. Read on each call: a change saved in the admin applies to the next
 * event without a restart, in every process.
 */
import {
  declaredValues,
  isPluginSwitchedOn,
  type PluginChoices,
  type PluginSettings,
  type PluginSettingsReader,
  type PluginSettingsSchema,
  projectOverOrganization,
  scopeSchemaOf,
  secretFieldsOf,
} from '@zapisy/core';
import type { SecretBox } from '../../secrets/index.js';
import type { Store } from '../../storage/index.js';
import { readProjectPluginGroup } from './project-plugin-settings.js';
import { revealGroup, type StoredGroup } from './secret-values.js';

export interface SettingsReaderDeps {
  store: Store;
  box: SecretBox;
  /** The organization's stored integration choices (the organizations module's document). */
  integrationsOf: (organizationId: string) => Promise<unknown>;
}

const NOTHING_DECLARED: PluginSettingsReader = async () => ({ enabled: true, values: {} });

async function clearValues(
  box: SecretBox,
  schema: PluginSettingsSchema | undefined,
  stored: StoredGroup | undefined,
): Promise<Record<string, unknown>> {
  if (!schema || !stored) return {};
  return revealGroup(box, secretFieldsOf(schema), stored);
}

export function pluginSettingsReader(
  deps: SettingsReaderDeps,
  declaration: PluginSettings | undefined,
): PluginSettingsReader {
  if (!declaration) return NOTHING_DECLARED;
  const organizationSchema = scopeSchemaOf(declaration, 'organization') as PluginSettingsSchema;
  const projectSchema = declaration.project;
  const allFields: PluginSettingsSchema = {
    type: 'object',
    properties: { ...projectSchema?.properties, ...organizationSchema.properties },
  };
  return async (organizationId, eventId) => {
    const choices = ((await deps.integrationsOf(organizationId)) ?? {}) as PluginChoices;
    const stored = choices.accounts?.[declaration.group] as StoredGroup | undefined;
    const own = await clearValues(deps.box, organizationSchema, stored);
    const project =
      eventId && projectSchema
        ? await clearValues(
            deps.box,
            projectSchema,
            await readProjectPluginGroup(deps.store, { organizationId, eventId }, declaration.group),
          )
        : undefined;
    return {
      enabled: isPluginSwitchedOn(declaration, choices),
      values: Object.freeze(declaredValues(allFields, projectOverOrganization(own, project))),
    };
  };
}
