/**
 * The settings the loaded plugins own, by module and by settings group, for each scope: an organization's
 * module and integration settings, a project's own account or values and the platform's system account. Modules sharing a group
 * (Przelewy24 and its marketplace) share one group of values: its fields are every field the modules declare
 * for the scope (the first declaration of a name wins), in form order.
 */
import {
  orderedFields,
  type PaymentProvider,
  type PluginSettings,
  type PluginSettingsField,
  type PluginSettingsSchema,
  type PluginSettingsScope,
  paymentModuleSettings,
  scopeSchemaOf,
} from '@zapisy/core';

export type SettingsScope = PluginSettingsScope;

export interface SettingsGroup {
  key: string;
  /** The modules' labels, e.g. 'Przelewy24 / Przelewy24 Marketplace'. */
  label: string;
  /** The modules of the group that have settings in this scope. */
  modules: readonly PluginSettings[];
  fields: Readonly<Record<string, PluginSettingsField>>;
  secrets: readonly string[];
  /** The fields every module of the group requires. */
  required: readonly string[];
}

export interface SettingsRegistry {
  readonly modules: readonly PluginSettings[];
  module(id: string): PluginSettings | undefined;
  /**
   * The groups of a scope: every plugin's for 'organization'; only the chosen modules' for 'project' (a
   * project's own payment account) and 'system'.
   */
  groups(scope: SettingsScope): SettingsGroup[];
  group(scope: SettingsScope, key: string): SettingsGroup | undefined;
  /** The integrations that declare project settings: a project's own values (projectPluginSettings). */
  projectIntegrationGroups(): SettingsGroup[];
  projectIntegrationGroup(key: string): SettingsGroup | undefined;
}

/** A module's schema of a scope as stored and validated (an integration's with its `enabled` switch). */
export function schemaOf(module: PluginSettings, scope: SettingsScope): PluginSettingsSchema | undefined {
  return scopeSchemaOf(module, scope);
}

function groupOf(key: string, modules: readonly PluginSettings[], scope: SettingsScope): SettingsGroup {
  const schemas = modules.map((module) => schemaOf(module, scope) as PluginSettingsSchema);
  const fields: Record<string, PluginSettingsField> = {};
  for (const schema of schemas) {
    for (const [name, field] of orderedFields(schema)) fields[name] ??= field;
  }
  const [first, ...rest] = schemas.map((schema) => schema.required ?? []);
  return {
    key,
    label: modules.map((module) => module.label).join(' / '),
    modules,
    fields,
    secrets: Object.entries(fields).flatMap(([name, field]) => (field.writeOnly ? [name] : [])),
    required: (first ?? []).filter((name) => rest.every((required) => required.includes(name))),
  };
}

/**
 * The registry of the declared modules. A payment provider whose plugin declares no settings (written
 * before plugins owned them) is declared from the provider itself.
 */
export function settingsRegistry(
  declared: readonly PluginSettings[],
  providers: readonly PaymentProvider[] = [],
): SettingsRegistry {
  const known = new Set(declared.map((module) => module.module));
  const modules = [
    ...declared,
    ...providers.filter((provider) => !known.has(provider.id)).map(paymentModuleSettings),
  ];
  const byScope = new Map<string, Map<string, SettingsGroup>>();
  const groupsIn = (scope: SettingsScope, integrations: 'with' | 'without' | 'only') => {
    const cacheKey = `${scope} ${integrations}`;
    let groups = byScope.get(cacheKey);
    if (!groups) {
      const members = new Map<string, PluginSettings[]>();
      for (const module of modules) {
        const isIntegration = module.slot === 'integration';
        if (integrations === 'without' && isIntegration) continue;
        if (integrations === 'only' && !isIntegration) continue;
        if (schemaOf(module, scope))
          members.set(module.group, [...(members.get(module.group) ?? []), module]);
      }
      groups = new Map([...members].map(([key, list]) => [key, groupOf(key, list, scope)]));
      byScope.set(cacheKey, groups);
    }
    return groups;
  };
  const forScope = (scope: SettingsScope) => groupsIn(scope, scope === 'organization' ? 'with' : 'without');
  return {
    modules,
    module: (id) => modules.find((module) => module.module === id),
    groups: (scope) => [...forScope(scope).values()],
    group: (scope, key) => forScope(scope).get(key),
    projectIntegrationGroups: () => [...groupsIn('project', 'only').values()],
    projectIntegrationGroup: (key) => groupsIn('project', 'only').get(key),
  };
}

/**
 * Whether a changed path holds a secret: `<prefix>.<group>.<field>` with a secret field of the group, e.g.
 * 'integrations.accounts.paynow.apiKey' (audit entries show '••••' for it). A group no loaded module
 * declares is all secret: what it holds is unknown.
 */
export function secretPathTest(registry: SettingsRegistry, scope: SettingsScope, prefix: string) {
  return secretPathTestOf((key) => registry.group(scope, key), prefix);
}

/** `secretPathTest` over any lookup of groups by key (a project's integration values). */
export function secretPathTestOf(groupOf: (key: string) => SettingsGroup | undefined, prefix: string) {
  const depth = prefix.split('.').length;
  return (path: string): boolean => {
    if (!path.startsWith(`${prefix}.`)) return false;
    const [key, field, ...rest] = path.split('.').slice(depth);
    if (key === undefined || field === undefined || rest.length > 0) return false;
    return groupOf(key)?.secrets.includes(field) ?? true;
  };
}
