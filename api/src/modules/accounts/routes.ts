/** The accounts module's routes: sign-in and tokens, sign-in through OAuth providers, the signed-in user. */
import type { FastifyInstance } from 'fastify';
import authRoutes from './auth-routes.js';
import meRoutes from './me-routes.js';
import oauthRoutes from './oauth-routes.js';

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(oauthRoutes);
  await app.register(meRoutes);
}
