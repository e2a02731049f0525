/**
 * The audit log of an organization (issue 4: "who changed which setting, permission or project state,
 * when, old and new value; readable by admins of that organization").
 */
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { pageQueryProperties } from '../../http/pagination.js';
import { organizationIdParamsSchema } from '../organizations/index.js';
import {
  type AuditQuery,
  auditPageSchema,
  ensureAuditIndexes,
  ensureSystemAuditIndexes,
  listAudit,
} from './index.js';

export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  await ensureAuditIndexes(app.store);
  await ensureSystemAuditIndexes(app.store);
  app.get<{ Params: { orgId: string }; Querystring: AuditQuery }>(
    '/audit/organization/:orgId',
    {
      config: { access: { roles: ['admin'], tenant: { organization: 'orgId' } } },
      schema: {
        summary: 'Dziennik zmian organizacji, od najnowszych',
        description:
          "Kto, kiedy i co zmienił: ustawienia, uprawnienia, stan projektów; stare i nowe wartości (klucze integracji jako '••••'). Filtry: action (np. organization.update, permissions.change, project.deactivate) i eventId.",
        tags: ['audit'],
        params: organizationIdParamsSchema,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQueryProperties,
            action: { type: 'string', minLength: 1, maxLength: 100, description: 'Rodzaj zmiany' },
            eventId: { type: 'string', minLength: 1, maxLength: 100, description: 'Tylko zmiany projektu' },
          },
        },
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listAudit(app.store, request.params.orgId, request.query),
  );
}
