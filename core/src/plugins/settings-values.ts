/**
 * A plugin's settings as it reads them at run time: decrypted, the project's values over the
 * organization's, declared defaults for what nobody set. Second document §1: "Project values override
 * organization values" and "Empty-string integration keys count as unset".
 */
import type { PluginSettingsSchema } from './settings.js';
import { PLUGIN_SWITCH_FIELD } from './settings-switch.js';

export type PluginSettingsValueMap = Readonly<Record<string, unknown>>;

/** What `settings(organizationId)` answers: whether the organization has the plugin on, and its values. */
export interface PluginSettingsValues {
  /** A chosen module: the organization's choice; an integration: its switch; no declared settings: true. */
  enabled: boolean;
  /** Every declared field (not the switch), secrets in clear ('' when unset). */
  values: PluginSettingsValueMap;
}

/**
 * Reads the calling plugin's own settings, and only those: the API binds it to the plugin's declaration, so
 * no argument can name another plugin's group. With `eventId`, the project's own values (when the plugin
 * declares project settings) override the organization's.
 */
export type PluginSettingsReader = (
  organizationId: string,
  eventId?: string,
) => Promise<PluginSettingsValues>;

/** Unset: absent, null, or blank text. */
export function isUnsetValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Each field of `organization` with the project's value where the project sets one. */
export function projectOverOrganization(
  organization: PluginSettingsValueMap,
  project: PluginSettingsValueMap | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...organization };
  for (const [name, value] of Object.entries(project ?? {})) {
    if (!isUnsetValue(value)) out[name] = value;
  }
  return out;
}

/**
 * The values of the schema's fields as a plugin sees them: the given value, else the declared default, else
 * '' for text and nothing for other types. The switch and undeclared fields are left out.
 */
export function declaredValues(
  schema: PluginSettingsSchema,
  values: PluginSettingsValueMap,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties)) {
    if (name === PLUGIN_SWITCH_FIELD) continue;
    const value = values[name];
    if (!isUnsetValue(value)) out[name] = value;
    else if (field.default !== undefined) out[name] = field.default;
    else if (field.type === 'string') out[name] = '';
  }
  return out;
}
