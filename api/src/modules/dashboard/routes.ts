/**
 * The dashboard ('Kokpit', admin route /glowna/kokpit):
 *
 * | call | access | answer |
 * |---|---|---|
 * | GET /dashboard/{eventId}?days | admin, payments, employee of the project | registrations and money per day, places, money received / due / overdue, upcoming installments, the latest registrations and payments, what needs a decision |
 */
import type { FastifyInstance } from 'fastify';
import { now } from '../../clock.js';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { loadTenantProject, PROJECT_READ_ROLES } from '../projects/index.js';
import { loadDashboard } from './dashboard.js';
import { dashboardAnswer, dashboardParams, dashboardQuery } from './schemas.js';

export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const deps = { store: app.store, now };
  app.get<{ Params: { eventId: string }; Querystring: { days?: number } }>(
    '/dashboard/:eventId',
    {
      config: { access: { roles: PROJECT_READ_ROLES, tenant: { project: 'eventId' } } },
      schema: {
        summary: 'Kokpit projektu: zapisy, miejsca, pieniądze i sprawy do decyzji',
        tags: ['dashboard'],
        params: dashboardParams,
        querystring: dashboardQuery,
        response: { 200: dashboardAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      return loadDashboard(deps, project, request.query?.days ? { days: request.query.days } : {});
    },
  );
}
