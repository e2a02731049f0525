/**
 * New projects and stored projects completed with the schemas' defaults. The defaults live in the schemas
 * only (`default` on every setting), so the API, the admin forms and `defaultProject` cannot disagree.
 */
import { projectSchema, projectSettingsSchemas } from './project-schema.js';
import type { Project, ProjectSettings } from './project-types.js';
import { cloneJson, defaultsOf } from './schema-parts.js';

export interface NewProjectInput {
  organizationId: string;
  eventId: string;
  name: string;
  /** Lower-case, see PROJECT_DOMAIN_PATTERN. */
  domainName: string;
  now: Date;
}

/** Every settings group with its defaults; `event.name` and `event.domainName` are empty. */
export function defaultProjectSettings(): ProjectSettings {
  const settings = defaultsOf(projectSchema.properties) as Record<string, unknown>;
  const event = defaultsOf(projectSettingsSchemas.event.properties) as Record<string, unknown>;
  settings.event = { ...event, name: '', domainName: '' };
  return settings as unknown as ProjectSettings;
}

/** A new, active project with every default (spec second document §3, §9). */
export function defaultProject(input: NewProjectInput): Project {
  const settings = defaultProjectSettings();
  settings.event.name = input.name;
  settings.event.domainName = input.domainName;
  return {
    eventId: input.eventId,
    organizationId: input.organizationId,
    active: true,
    createdAt: input.now,
    updatedAt: input.now,
    ...settings,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** `stored` over `defaults`: objects merged key by key, anything else taken from `stored` when present. */
function mergeOver(defaults: unknown, stored: unknown): unknown {
  if (stored === undefined) return cloneJson(defaults);
  if (isPlainObject(defaults) && isPlainObject(stored)) {
    const out: Record<string, unknown> = { ...stored };
    for (const [key, value] of Object.entries(defaults)) out[key] = mergeOver(value, stored[key]);
    return out;
  }
  if (isPlainObject(defaults) && stored === null) return cloneJson(defaults);
  return stored;
}

/**
 * A stored project (possibly written before a setting existed) with every missing setting filled from the
 * defaults. Present values are kept as they are, including null dates and unknown legacy keys.
 */
export function withProjectDefaults<T extends object>(
  stored: T,
): Omit<T, keyof ProjectSettings> & ProjectSettings {
  return mergeOver(sharedDefaults(), stored) as Omit<T, keyof ProjectSettings> & ProjectSettings;
}

/**
 * The defaults, built once: every project read completes a stored document with them (each registration
 * does), and building them copies every schema default. mergeOver copies what it takes, so this object is
 * never handed out.
 */
let cachedDefaults: ProjectSettings | undefined;
function sharedDefaults(): ProjectSettings {
  cachedDefaults ??= defaultProjectSettings();
  return cachedDefaults;
}
