/** The integrations module's routes: checking a payment account's keys and the operator onboarding. */
import type { FastifyInstance } from 'fastify';
import checkRoutes from './check-routes.js';
import onboardingRoutes from './onboarding-routes.js';

export default async function integrationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(checkRoutes);
  await app.register(onboardingRoutes);
}
