import {
  isSecretValueSet,
  moduleGroupSchema,
  PLUGIN_SWITCH_FIELD,
  type PluginSettings,
  scopeSchemaOf,
} from '@zapisy/core';
import type { FieldSchema } from '../../schema-form/schema-utils.js';
import { secretInput } from './organization-form-schema.js';

/** Each integration's values by its settings group, as in the organization's `integrations.accounts`. */
export type IntegrationValues = Record<string, Record<string, unknown>>;

/** The plugins each organization switches on by itself (not a payment or accounting module). */
export function integrationsOf(modules: readonly PluginSettings[]): PluginSettings[] {
  return modules.filter((module) => module.slot === 'integration');
}

/**
 * The form of the integrations: one group per integration titled with its label, its switch ('Włączona',
 * added by core) first, then its own fields with their hints; validated as the server validates them.
 */
export function integrationsFormSchema(integrations: readonly PluginSettings[]): FieldSchema {
  const groups = integrations.map((integration) => [
    integration.group,
    moduleGroupSchema(
      integration.label,
      [scopeSchemaOf(integration, 'organization') ?? integration.organization],
      { secret: secretInput, hints: true },
    ),
  ]);
  return { type: 'object', properties: Object.fromEntries(groups) } as FieldSchema;
}

/** The integrations a project may override: those that declare project settings. */
export function projectIntegrationsOf(modules: readonly PluginSettings[]): PluginSettings[] {
  return integrationsOf(modules).filter((integration) => integration.project !== undefined);
}

/** The form of a project's own values: per integration its declared project fields; empty = the organization's. */
export function projectIntegrationsFormSchema(integrations: readonly PluginSettings[]): FieldSchema {
  const groups = integrations.flatMap((integration) =>
    integration.project
      ? [
          [
            integration.group,
            moduleGroupSchema(integration.label, [integration.project], { secret: secretInput, hints: true }),
          ],
        ]
      : [],
  );
  return { type: 'object', properties: Object.fromEntries(groups) } as FieldSchema;
}

/** A project's answer as the form holds it: unset text as '' (the organization's value), an unset key as such. */
export function projectValuesOf(
  integrations: readonly PluginSettings[],
  values: Readonly<Record<string, Record<string, unknown> | undefined>> | undefined,
): IntegrationValues {
  return Object.fromEntries(
    integrations.map((integration) => {
      const stored = values?.[integration.group];
      const own: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(integration.project?.properties ?? {})) {
        const value = stored?.[name];
        if (value !== undefined) own[name] = value;
        else if (field.writeOnly) own[name] = { set: false };
        else if (field.type === 'string') own[name] = '';
      }
      return [integration.group, own];
    }),
  );
}

/** The groups as the organization's answer holds them, with declared defaults for what was never saved. */
export function integrationValuesOf(
  integrations: readonly PluginSettings[],
  accounts: Readonly<Record<string, Record<string, unknown> | undefined>> | undefined,
): IntegrationValues {
  return Object.fromEntries(
    integrations.map((integration) => {
      const stored = accounts?.[integration.group];
      const values: Record<string, unknown> = {
        [PLUGIN_SWITCH_FIELD]: stored?.[PLUGIN_SWITCH_FIELD] === true,
      };
      for (const [name, field] of Object.entries(integration.organization.properties)) {
        const value = stored?.[name];
        if (value !== undefined) values[name] = value;
        else if (field.writeOnly) values[name] = { set: false };
        else if (field.default !== undefined) values[name] = field.default;
        else if (field.type === 'string') values[name] = '';
      }
      return [integration.group, values];
    }),
  );
}

/** The titles of the fields an integration requires that are not set (a key counts when it is stored). */
export function missingRequired(
  integration: PluginSettings,
  values: Readonly<Record<string, unknown>> | undefined,
): string[] {
  return (integration.organization.required ?? []).flatMap((name) => {
    const value = values?.[name];
    const set =
      typeof value === 'object' && value !== null
        ? (value as { set?: unknown }).set === true
        : isSecretValueSet(value) || typeof value === 'number' || typeof value === 'boolean';
    return set ? [] : [integration.organization.properties[name]?.title ?? name];
  });
}
