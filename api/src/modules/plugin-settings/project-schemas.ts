/**
 * Schemas of a project's own integration values, composed from the integrations' `project` declarations:
 * the answer (secrets as `{ set }`) and the PATCH body (a secret as new text, '' to unset, `{ set }` to
 * keep), each group closed to fields its plugin does not declare.
 */
import { type JsonSchema, moduleGroupSchema, ORGANIZATION_TEXT_MAX_LENGTH } from '@zapisy/core';
import type { SettingsGroup } from './registry.js';

const secretMarkerSchema = {
  type: 'object',
  description: 'Klucz: czy jest ustawiony (wartość nigdy nie jest zwracana).',
  required: ['set'],
  additionalProperties: false,
  properties: { set: { type: 'boolean' } },
} as const;

const secretInputSchema = (): JsonSchema => ({
  description: "Nowy klucz, '' aby używać klucza organizacji, albo { set } aby pozostawić bez zmian.",
  anyOf: [{ type: 'string', maxLength: ORGANIZATION_TEXT_MAX_LENGTH }, secretMarkerSchema],
});

function valuesSchema(groups: readonly SettingsGroup[], secret: () => JsonSchema): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      groups.map((group) => [
        group.key,
        moduleGroupSchema(
          group.label,
          group.modules.flatMap((module) => (module.project ? [module.project] : [])),
          { secret },
        ),
      ]),
    ),
  };
}

export const projectPluginParamsSchema = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export function projectPluginAnswerSchema(groups: readonly SettingsGroup[]): JsonSchema {
  return {
    type: 'object',
    required: ['eventId', 'values'],
    additionalProperties: false,
    properties: {
      eventId: { type: 'string' },
      values: valuesSchema(groups, () => ({ ...secretMarkerSchema })),
    },
  };
}

export function projectPluginBodySchema(groups: readonly SettingsGroup[]): JsonSchema {
  return {
    type: 'object',
    required: ['values'],
    additionalProperties: false,
    properties: { values: valuesSchema(groups, secretInputSchema) },
  };
}
