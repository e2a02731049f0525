/**
 * Whether an organization has a plugin on, and the generic on/off field of an 'integration'. A chosen module
 * is on when it is the organization's choice; an integration when its `enabled` field, which core adds to
 * the organization schema it declares, is true. A plugin declaring no settings has nothing to switch: on.
 */
import type { PluginSettings, PluginSettingsField, PluginSettingsSchema } from './settings.js';

/** The field core adds to an integration's organization settings. */
export const PLUGIN_SWITCH_FIELD = 'enabled';

const PLUGIN_SWITCH: PluginSettingsField = {
  type: 'boolean',
  title: 'Włączona',
  description: 'Czy ta integracja działa w organizacji.',
  default: false,
  // Drawn above the plugin's own fields.
  'x-order': Number.MIN_SAFE_INTEGER,
  'x-widget': 'checkbox',
};

export type PluginSettingsScope = 'organization' | 'project' | 'system';

/** The schema of a scope as stored and validated: an integration's organization schema with its switch. */
export function scopeSchemaOf(
  settings: PluginSettings,
  scope: PluginSettingsScope,
): PluginSettingsSchema | undefined {
  const schema = settings[scope];
  if (!schema || scope !== 'organization' || settings.slot !== 'integration') return schema;
  return { ...schema, properties: { [PLUGIN_SWITCH_FIELD]: PLUGIN_SWITCH, ...schema.properties } };
}

/** The organization's choices that turn plugins on (core's part of `integrations`). */
export interface PluginChoices {
  paymentModule?: string;
  isAccountingEnabled?: boolean;
  accountingModule?: string;
  accounts?: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
}

/** Whether the organization has the plugin on: its chosen module, or an integration switched on. */
export function isPluginSwitchedOn(settings: PluginSettings | undefined, choices: PluginChoices): boolean {
  if (!settings) return true;
  switch (settings.slot) {
    case 'payment':
      return choices.paymentModule === settings.module;
    case 'accounting':
      return choices.isAccountingEnabled === true && choices.accountingModule === settings.module;
    case 'integration':
      return choices.accounts?.[settings.group]?.[PLUGIN_SWITCH_FIELD] === true;
  }
}
