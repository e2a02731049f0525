/**
 * A project's own values of integration settings (the integrations that declare `project` settings):
 *
 * | call | access | answer |
 * |---|---|---|
 * | GET /projects/{eventId}/plugin-settings | project admin | `{ eventId, values: {<group>: values, secrets as { set }} }` |
 * | PATCH /projects/{eventId}/plugin-settings `{ values: {<group>: {...}} }` | project admin | the same as GET (audited) |
 *
 * A field the project leaves unset ('') takes the organization's value; the plugin reads the merged values.
 */
import { findUnknownFields, type JsonSchema, ValidationError } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/errors.js';
import { secretBoxOf } from '../../secrets/index.js';
import { actorOf } from '../organizations/index.js';
import { loadTenantProject } from '../projects/index.js';
import { readProjectPluginGroups } from './project-plugin-settings.js';
import {
  projectPluginAnswerSchema,
  projectPluginBodySchema,
  projectPluginParamsSchema,
} from './project-schemas.js';
import { maskProjectValues, updateProjectPluginSettings } from './project-settings-update.js';
import { settingsRegistryOf } from './registry-of-app.js';

const PROJECT_ADMIN = { roles: ['admin'] as const, tenant: { project: 'eventId' } };

type Params = { eventId: string };
type Body = { values: Record<string, Record<string, unknown>> };

export default async function projectPluginSettingsRoutes(app: FastifyInstance): Promise<void> {
  const registry = settingsRegistryOf(app);
  const groups = registry.projectIntegrationGroups();
  const deps = { store: app.store, box: secretBoxOf(app), registry };
  const answer = projectPluginAnswerSchema(groups);
  const body = projectPluginBodySchema(groups);

  const tenantOf = async (request: FastifyRequest<{ Params: Params }>) => {
    const project = await loadTenantProject(app, request, request.params.eventId);
    return { organizationId: project.organizationId, eventId: project.eventId };
  };

  app.get<{ Params: Params }>(
    '/projects/:eventId/plugin-settings',
    {
      config: { access: PROJECT_ADMIN },
      schema: {
        summary: 'Własne ustawienia integracji w projekcie (klucze jako { set })',
        tags: ['plugins'],
        params: projectPluginParamsSchema,
        response: { 200: answer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const tenant = await tenantOf(request);
      const stored = await readProjectPluginGroups(app.store, tenant);
      return { eventId: tenant.eventId, values: maskProjectValues(registry, stored) };
    },
  );

  app.patch<{ Params: Params; Body: Body }>(
    '/projects/:eventId/plugin-settings',
    {
      config: { access: PROJECT_ADMIN },
      schema: {
        summary: 'Zmiana własnych ustawień integracji w projekcie',
        description:
          "Grupy i pola pominięte pozostają bez zmian. Pusty tekst ('') oznacza wartość organizacji. Klucz: nowy tekst, '' aby używać klucza organizacji, { set } aby pozostawić. Zmiany trafiają do dziennika zmian.",
        tags: ['plugins'],
        params: projectPluginParamsSchema,
        body,
        response: { 200: answer, ...errorResponses(400, 401, 403, 404) },
      },
      // Fastify's Ajv drops unknown keys; report them instead (a typo must not look saved).
      preValidation: async (request) => {
        const problems = findUnknownFields(body as JsonSchema, request.body);
        if (problems.length > 0) throw new ValidationError(problems);
      },
    },
    async (request) => {
      const tenant = await tenantOf(request);
      const stored = await updateProjectPluginSettings(deps, tenant, request.body.values, actorOf(request));
      return { eventId: tenant.eventId, values: maskProjectValues(registry, stored) };
    },
  );
}
