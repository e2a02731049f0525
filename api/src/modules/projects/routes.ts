/**
 * The two public project calls of the spec (second document §7): `GET /project/{id}` ("the project") and
 * `POST /project/domain` with `domainName` (a project by its domain). Both answer the public view of a
 * project; `GET /project/{id}` answers the whole project (every settings group, with defaults) to a caller
 * whose role in the project is admin, payments or employee. The rest of the §7 table is in read-routes.ts, write-routes.ts and copy-routes.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveTenant, tenantRoleAllows } from '../../auth/tenant.js';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { registerProjectCopyRoutes } from './copy-routes.js';
import { domainNotFoundError, projectNotFoundError } from './messages.js';
import { normalizeDomainName } from './normalize-domain-name.js';
import { findProjectByDomain, findProjectById } from './public-lookups.js';
import { publicProjectSchema, toPublicProject } from './public-view.js';
import { registerProjectReadRoutes } from './read-routes.js';
import { domainParams, idParams, projectOrPublicView } from './schemas.js';
import { ensureProjectIndexes, type ProjectRecord } from './store.js';
import { PROJECT_READ_ROLES } from './tenant-project.js';
import { toProjectView } from './views.js';
import { registerProjectWriteRoutes } from './write-routes.js';

/** Whether the caller may read the whole project (admin, payments or employee in it). */
async function mayReadWholeProject(
  app: FastifyInstance,
  request: FastifyRequest,
  eventId: string,
): Promise<boolean> {
  if (!request.user) return false;
  try {
    const tenant = await resolveTenant({
      store: app.store,
      source: { project: 'id' },
      params: { id: eventId },
      user: request.user,
      baseDomain: app.config.baseDomain,
    });
    return tenantRoleAllows(tenant, PROJECT_READ_ROLES);
  } catch {
    // No organization to check against (or an unreadable grant): the public view, never an error.
    return false;
  }
}

export default async function projectRoutes(app: FastifyInstance): Promise<void> {
  await ensureProjectIndexes(app.store);
  registerProjectReadRoutes(app);
  registerProjectWriteRoutes(app);
  registerProjectCopyRoutes(app);

  app.get<{ Params: { id: string } }>(
    '/project/:id',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Projekt: widok publiczny albo cały projekt dla ról admin, payments, employee',
        tags: ['project'],
        params: idParams,
        response: { 200: projectOrPublicView, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const project = await findProjectById(app.store, request.params.id);
      if (!project) throw projectNotFoundError(request.params.id);
      if (await mayReadWholeProject(app, request, project.eventId)) {
        return toProjectView(project as unknown as ProjectRecord);
      }
      return toPublicProject(project);
    },
  );

  app.post<{ Body: { domainName: string } }>(
    '/project/domain',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Publiczne dane projektu po nazwie domeny',
        tags: ['project'],
        body: {
          type: 'object',
          required: ['domainName'],
          properties: { domainName: domainParams.properties.domain },
        },
        response: { 200: publicProjectSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const domain = normalizeDomainName(request.body.domainName, app.config.baseDomain);
      const project = domain === '' ? null : await findProjectByDomain(app.store, domain);
      if (!project) throw domainNotFoundError(domain || request.body.domainName);
      return toPublicProject(project);
    },
  );
}
