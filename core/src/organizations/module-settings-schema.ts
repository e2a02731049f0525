/**
 * The organization settings schema completed with the installed modules: the payment and accounting
 * module choices list the declared modules, and `integrations.accounts` gets one closed group per settings
 * group with the fields its modules declare (an integration's with its `enabled` switch). The API validates and documents with it; the admin draws the
 * chosen module's part of it. Core's generic rule "empty string = unset" holds for every plain text field.
 */
import type { PluginSettings, PluginSettingsField, PluginSettingsSchema } from '../plugins/settings.js';
import { orderedFields } from '../plugins/settings.js';
import { scopeSchemaOf } from '../plugins/settings-switch.js';
import { NO_MODULE, NO_MODULE_LABEL } from './organization-enums.js';
import {
  enumOf,
  integrationsSchema,
  type JsonSchema,
  ORGANIZATION_TEXT_MAX_LENGTH,
  organizationSettingsSchemaWith,
} from './organization-schema.js';

export interface ModuleSchemaOptions {
  /** The schema of a secret field (its stored, requested or shown form). */
  secret: (field: PluginSettingsField) => JsonSchema;
  /** Keep the `x-` UI hints (for a form; a validator must then accept them as keywords). */
  hints?: boolean;
}

const PLAIN_KEYWORDS = ['type', 'title', 'description', 'default', 'enum', 'minimum', 'maximum', 'maxLength'];

/** A plain field as a JSON Schema: '' is always accepted for text ("empty string = unset"). */
function plainField(field: PluginSettingsField, hints: boolean): JsonSchema {
  const out: JsonSchema = {};
  for (const key of PLAIN_KEYWORDS) {
    const value = field[key as keyof PluginSettingsField];
    if (value !== undefined) out[key] = Array.isArray(value) ? [...value] : value;
  }
  if (field.type === 'string') {
    out.maxLength ??= ORGANIZATION_TEXT_MAX_LENGTH;
    if (field.pattern !== undefined) out.pattern = `^$|${field.pattern}`;
    if (field.enum && !field.enum.includes('')) out.enum = ['', ...field.enum];
  }
  if (hints) {
    if (field['x-order'] !== undefined) out['x-order'] = field['x-order'];
    if (field['x-widget'] !== undefined) out['x-widget'] = field['x-widget'];
  }
  return out;
}

/** A secret in the form `options.secret` gives, with the plugin's title and, when it has one, its description. */
function secretField(field: PluginSettingsField, options: ModuleSchemaOptions): JsonSchema {
  const out: JsonSchema = { ...options.secret(field), title: field.title };
  if (field.description !== undefined) out.description = field.description;
  if (options.hints && field['x-order'] !== undefined) out['x-order'] = field['x-order'];
  return out;
}

/**
 * One group's schema from the schemas of the modules sharing it: every declared field once (the first
 * declaration wins), in form order, closed to unknown fields.
 */
export function moduleGroupSchema(
  title: string,
  schemas: readonly PluginSettingsSchema[],
  options: ModuleSchemaOptions,
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const schema of schemas) {
    for (const [name, field] of orderedFields(schema)) {
      if (name in properties) continue;
      properties[name] = field.writeOnly
        ? secretField(field, options)
        : plainField(field, options.hints ?? false);
    }
  }
  return { type: 'object', title, additionalProperties: false, properties };
}

/** The declarations of each settings group, in the order the modules were installed. */
export function declarationsByGroup(modules: readonly PluginSettings[]): Map<string, PluginSettings[]> {
  const groups = new Map<string, PluginSettings[]>();
  for (const module of modules) groups.set(module.group, [...(groups.get(module.group) ?? []), module]);
  return groups;
}

function moduleChoice(title: string, modules: readonly PluginSettings[]): JsonSchema {
  const labels = Object.fromEntries([
    [NO_MODULE, NO_MODULE_LABEL],
    ...modules.map((module) => [module.module, module.label]),
  ]);
  return enumOf(title, Object.keys(labels), labels, NO_MODULE);
}

/** The `integrations` group with the modules' choices and their organization-level groups. */
export function integrationsSchemaFor(
  modules: readonly PluginSettings[],
  options: ModuleSchemaOptions,
): JsonSchema {
  const base = integrationsSchema.properties as Record<string, JsonSchema>;
  const accounts = Object.fromEntries(
    [...declarationsByGroup(modules)].map(([group, declarations]) => [
      group,
      moduleGroupSchema(
        declarations.map((declaration) => declaration.label).join(' / '),
        declarations.map((declaration) => scopeSchemaOf(declaration, 'organization') as PluginSettingsSchema),
        options,
      ),
    ]),
  );
  return {
    ...integrationsSchema,
    properties: {
      ...base,
      paymentModule: moduleChoice(
        'Moduł płatności',
        modules.filter((module) => module.slot === 'payment'),
      ),
      accountingModule: moduleChoice(
        'Moduł księgowy',
        modules.filter((module) => module.slot === 'accounting'),
      ),
      accounts: { ...(base.accounts as JsonSchema), properties: accounts },
    },
  };
}

/** The organization settings with the installed modules' settings. */
export function organizationSettingsSchemaFor(
  modules: readonly PluginSettings[],
  options: ModuleSchemaOptions,
): JsonSchema {
  return organizationSettingsSchemaWith(integrationsSchemaFor(modules, options));
}
