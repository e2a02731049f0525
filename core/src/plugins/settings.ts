/**
 * THE SETTINGS A PLUGIN OWNS. A plugin declares its organization-level, project-level and system-account
 * settings as draft-07 JSON Schema objects with Polish titles and descriptions; a secret field carries
 * `writeOnly: true` (stored encrypted, answered only as `{ set }`, never logged). UI hints are OpenAPI-style
 * extension keywords (`x-order`, `x-widget`) that validators ignore. Core keeps only the generic rules
 * (project over organization, empty string = unset, system accounts granted by the site admin); the API
 * composes the full settings schemas from these declarations and the admin draws the forms.
 *
 * The `slot` says how an organization turns the plugin on:
 * - 'payment' / 'accounting': a chosen module; the organization picks one module per slot
 *   ('Moduł płatności', 'Moduł księgowy') and the admin draws the chosen module's form;
 * - 'integration': any plugin that is not a chosen module (a CRM sync, later SMS, e-mail or captcha
 *   plugins); each organization switches it on or off. The switch is generic: core adds it to the
 *   organization schema as the field `enabled` (settings-switch.ts), stored with the plugin's values, so a
 *   plugin declares only its own fields and never a field named `enabled`.
 * Values live per `group` under the organization's `integrations.accounts.<group>` (a project's own values
 * beside the project); at run time a plugin reads only its own group, merged and decrypted
 * (settings-values.ts, `PluginSettingsReader`).
 */

/** The control a field is drawn with; without a hint the field's type decides (a secret is always write-only). */
export type PluginSettingsWidget = 'text' | 'textarea' | 'number' | 'checkbox' | 'select';

/** One setting: a scalar with a Polish title. */
export interface PluginSettingsField {
  type: 'string' | 'number' | 'integer' | 'boolean';
  title: string;
  description?: string;
  /** A secret: stored encrypted, never returned or logged. */
  writeOnly?: boolean;
  default?: string | number | boolean;
  enum?: readonly (string | number)[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  /** UI hint: position in the form, lower first (fields without it follow in declaration order). */
  'x-order'?: number;
  /** UI hint: the control to draw. */
  'x-widget'?: PluginSettingsWidget;
}

export interface PluginSettingsSchema {
  type: 'object';
  /** Polish, e.g. 'Przelewy24'; the module's label when absent. */
  title?: string;
  description?: string;
  /** Fields that must be set for the module to work. */
  required?: readonly string[];
  properties: Readonly<Record<string, PluginSettingsField>>;
}

/**
 * How the organization turns the plugin on: chosen as its 'Moduł płatności' or 'Moduł księgowy', or
 * switched on by itself ('integration').
 */
export type PluginSettingsSlot = 'payment' | 'accounting' | 'integration';

export const PLUGIN_SETTINGS_SLOTS: readonly PluginSettingsSlot[] = ['payment', 'accounting', 'integration'];

/** The UI-hint keywords a validator must accept and ignore. */
export const PLUGIN_SETTINGS_UI_KEYWORDS = ['x-order', 'x-widget'] as const;

/**
 * What a plugin declares. Values are stored per `group`: modules sharing a group share its values
 * (Przelewy24 and Przelewy24 Marketplace keep one account).
 */
export interface PluginSettings {
  /**
   * The value the organization picks, e.g. 'przelewy24marketplace' (a payment provider's id); for an
   * 'integration', its own name (usually the plugin's id).
   */
  module: string;
  /** Shown to organizers, e.g. 'Przelewy24 Marketplace'. */
  label: string;
  slot: PluginSettingsSlot;
  /** Where the values are kept, e.g. 'przelewy24' (letters, digits, '-' and '_'). */
  group: string;
  /** The organization's settings of the module. */
  organization: PluginSettingsSchema;
  /** A project's own account; absent: projects use the organization's. */
  project?: PluginSettingsSchema;
  /** The platform's system account a site admin sets; absent: the module has none. */
  system?: PluginSettingsSchema;
  /**
   * Fields that are the organizer's own even with the system account (the P24 Marketplace seller id): read
   * from the organization, never from the system account, so no organizer is paid out as another.
   */
  organizerFields?: readonly string[];
}

/** The secret fields of a schema. */
export function secretFieldsOf(schema: PluginSettingsSchema): string[] {
  return Object.entries(schema.properties).flatMap(([name, field]) => (field.writeOnly ? [name] : []));
}

/** The schema's fields in form order: `x-order` first (ascending), then the rest as declared. */
export function orderedFields(schema: PluginSettingsSchema): [string, PluginSettingsField][] {
  const entries = Object.entries(schema.properties);
  const rank = (field: PluginSettingsField, index: number) => [field['x-order'] ?? Infinity, index] as const;
  return entries
    .map((entry, index) => ({ entry, rank: rank(entry[1], index) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1])
    .map(({ entry }) => entry);
}

/** A copy of `schema` without the named fields (a system account's schema leaves out the organizer's own). */
export function schemaWithout(schema: PluginSettingsSchema, names: readonly string[]): PluginSettingsSchema {
  return {
    ...schema,
    ...(schema.required ? { required: schema.required.filter((name) => !names.includes(name)) } : {}),
    properties: Object.fromEntries(
      Object.entries(schema.properties).filter(([name]) => !names.includes(name)),
    ),
  };
}
