/**
 * The project API (spec second document §7) beyond the two public calls in routes/project.ts: reads,
 * changes, duplicate and new edition. Every route declares its access (auth/access.ts) and every
 * tenant-scoped query goes through a TenantRepository of the request's tenant.
 */
import type { FastifyInstance } from 'fastify';
import { registerProjectCopyRoutes } from './copy-routes.js';
import { ensureProjectIndexes } from './documents.js';
import { registerProjectReadRoutes } from './read-routes.js';
import { registerProjectWriteRoutes } from './write-routes.js';

export { copyProject } from './copy-project.js';
export * from './documents.js';
export { FILE_BASE_PATH, PROJECT_READ_ROLES } from './read-routes.js';
export { FILE_URL_TYPES } from './schemas.js';
export { toProjectSummary, toProjectView } from './views.js';

export async function registerProjectApi(app: FastifyInstance): Promise<void> {
  await ensureProjectIndexes(app.store);
  registerProjectReadRoutes(app);
  registerProjectWriteRoutes(app);
  registerProjectCopyRoutes(app);
}
