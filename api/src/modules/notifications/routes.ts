/**
 * The notifications area's routes. Each group of calls lives in its own `*-routes.ts` file registered
 * here; the indexes the sending job and the sweep read are ensured once when the routes are registered.
 */
import type { FastifyInstance } from 'fastify';
import { ensureNotificationIndexes } from './store.js';

export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  await ensureNotificationIndexes(app.store);
}
