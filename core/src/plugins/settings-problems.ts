/**
 * What is wrong with a plugin's settings declaration, in Polish, so the server refuses it at start-up
 * (PLUGIN-010) instead of storing values no form can show. The declaration comes from a third party's
 * JavaScript, so nothing of its shape is taken for granted.
 */
import { PLUGIN_SETTINGS_SLOTS } from './settings.js';
import { PLUGIN_SWITCH_FIELD } from './settings-switch.js';

/** Group and module names become parts of stored paths (`integrations.accounts.<group>`). */
const SETTINGS_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,59}$/;
const FIELD_TYPES = ['string', 'number', 'integer', 'boolean'];
const SCOPES = ['organization', 'project', 'system'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function schemaProblems(scope: string, schema: unknown): string[] {
  if (!isObject(schema) || schema.type !== 'object' || !isObject(schema.properties))
    return [`"${scope}" musi być schematem obiektu z "properties"`];
  const problems: string[] = [];
  for (const [name, field] of Object.entries(schema.properties)) {
    const where = `${scope}.${name}`;
    if (!FIELD_NAME.test(name)) problems.push(`${where}: nazwa pola to litery, cyfry i "_"`);
    if (!isObject(field)) {
      problems.push(`${where}: pole musi być obiektem`);
      continue;
    }
    if (!FIELD_TYPES.includes(String(field.type)))
      problems.push(`${where}: "type" musi być jednym z: ${FIELD_TYPES.join(', ')}`);
    if (typeof field.title !== 'string' || field.title.trim() === '')
      problems.push(`${where}: brak "title" (polska nazwa pola)`);
    if (field.writeOnly === true && field.type !== 'string')
      problems.push(`${where}: pole tajne (writeOnly) musi być tekstem`);
  }
  const required = schema.required ?? [];
  const unknown = Array.isArray(required)
    ? required.filter((name) => !(String(name) in (schema.properties as object)))
    : [];
  if (unknown.length > 0) problems.push(`${scope}.required: nieznane pola ${unknown.join(', ')}`);
  return problems;
}

export function pluginSettingsProblems(settings: unknown): string[] {
  if (!isObject(settings)) return ['"settings" musi być obiektem'];
  const problems: string[] = [];
  if (!PLUGIN_SETTINGS_SLOTS.includes(settings.slot as never))
    problems.push(`"slot" musi być jednym z: ${PLUGIN_SETTINGS_SLOTS.join(', ')}`);
  for (const key of ['module', 'group'] as const) {
    if (typeof settings[key] !== 'string' || !SETTINGS_NAME.test(settings[key] as string))
      problems.push(`"${key}" to litery, cyfry, "-" i "_" (najwyżej 60 znaków)`);
  }
  if (typeof settings.label !== 'string' || settings.label.trim() === '')
    problems.push('brak "label" (nazwa pokazywana organizatorowi)');
  if (settings.organization === undefined) problems.push('brak ustawień organizacji ("organization")');
  for (const scope of SCOPES) {
    if (settings[scope] !== undefined) problems.push(...schemaProblems(scope, settings[scope]));
  }
  const organization = settings.organization as { properties?: object } | undefined;
  if (settings.slot === 'integration' && isObject(organization?.properties)) {
    if (PLUGIN_SWITCH_FIELD in organization.properties)
      problems.push(`organization.${PLUGIN_SWITCH_FIELD}: to pole dodaje system (włącznik integracji)`);
  }
  if (settings.slot === 'integration' && settings.system !== undefined)
    problems.push('"system": konto systemowe mają tylko moduły płatności, nie integracje');
  return problems;
}
