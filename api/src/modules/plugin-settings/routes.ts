/**
 * `GET /plugins/settings-schemas`: the settings every loaded plugin declares (organization, project's own
 * account or values, system account), with their UI hints, so the admin draws the chosen module's form and
 * each integration's. Declarations only (an integration's `enabled` switch is core's, not listed): no
 * stored value is read.
 */
import { PLUGIN_SETTINGS_SLOTS } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/errors.js';
import pluginListRoutes from './plugin-list-routes.js';
import projectPluginSettingsRoutes from './project-routes.js';
import { settingsRegistryOf } from './registry-of-app.js';

/** A declared settings schema as given (Polish titles, `writeOnly` secrets, `x-order` / `x-widget` hints). */
const declaredSchema = { type: 'object', additionalProperties: true } as const;

export const settingsSchemasAnswerSchema = {
  type: 'object',
  required: ['modules'],
  additionalProperties: false,
  properties: {
    modules: {
      type: 'array',
      items: {
        type: 'object',
        required: ['module', 'label', 'slot', 'group', 'organization'],
        additionalProperties: false,
        properties: {
          module: {
            type: 'string',
            description: "Wartość 'Moduł płatności' / 'Moduł księgowy'; dla integracji jej nazwa.",
          },
          label: { type: 'string' },
          slot: {
            type: 'string',
            enum: [...PLUGIN_SETTINGS_SLOTS],
            description:
              "payment / accounting: moduł wybierany przez organizację; integration: włączana w organizacji polem 'enabled' swojej grupy.",
          },
          group: { type: 'string', description: 'Grupa ustawień (integrations.accounts.<group>).' },
          organization: declaredSchema,
          project: declaredSchema,
          system: declaredSchema,
          organizerFields: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

export default async function pluginSettingsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(pluginListRoutes);
  app.get(
    '/plugins/settings-schemas',
    {
      config: { access: { authenticated: true } },
      schema: {
        summary: 'Ustawienia modułów (wtyczek): schematy JSON z podpowiedziami formularza',
        description:
          'Dla każdego modułu: ustawienia organizacji, własnego konta projektu i konta systemowego (jeśli je ma). Pola z writeOnly to klucze: zapisywane zaszyfrowane, zwracane tylko jako { set }. Podpowiedzi x-order (kolejność) i x-widget (kontrolka).',
        tags: ['plugins'],
        response: { 200: settingsSchemasAnswerSchema, ...errorResponses(401) },
      },
    },
    async () => ({ modules: settingsRegistryOf(app).modules }),
  );
  await app.register(projectPluginSettingsRoutes);
}
