/**
 * The route registry: every module's `routes.ts`, registered by `buildApp` under the `/services/api` prefix.
 * A module's routes are a Fastify plugin (`export default async function (app: FastifyInstance) { … }`)
 * whose routes all carry JSON Schemas, so they are validated and listed in the OpenAPI document. The shape
 * of a module is in README.md beside this file.
 */
import type { FastifyInstance } from 'fastify';
import { sendRouteNotFound } from '../http/errors.js';
import accountRoutes from './accounts/routes.js';
import auditRoutes from './audit/routes.js';
import billingRoutes from './billings/routes.js';
import botProtectionRoutes from './bot-protection/routes.js';
import consoleErrorRoutes from './console-errors/routes.js';
import customerRoutes from './customers/routes.js';
import dashboardRoutes from './dashboard/routes.js';
import envRoutes from './env/routes.js';
import eventDeliveryRoutes from './event-deliveries/routes.js';
import formRoutes from './forms/routes.js';
import imageRoutes from './images/routes.js';
import importExportRoutes from './import-export/routes.js';
import integrationRoutes from './integrations/routes.js';
import notificationRoutes from './notifications/routes.js';
import organizationRoutes from './organizations/routes.js';
import participantRoutes from './participants/routes.js';
import paymentRuleRoutes from './payment-rules/routes.js';
import paymentRoutes from './payments/routes.js';
import pluginSettingsRoutes from './plugin-settings/routes.js';
import productRoutes from './products/routes.js';
import projectRoutes from './projects/routes.js';
import registrationRoutes from './registrations/routes.js';
import settlementRoutes from './settlements/routes.js';
import siteAdminRoutes from './site-admin/routes.js';
import stringsRoutes from './strings/routes.js';
import surveyRoutes from './surveys/routes.js';
import testClockRoutes from './test-clock/routes.js';
import uploadRoutes from './uploads/routes.js';
import webhookRoutes from './webhooks/routes.js';

export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(envRoutes);
  await app.register(accountRoutes);
  await app.register(consoleErrorRoutes);
  await app.register(pluginSettingsRoutes);
  await app.register(projectRoutes);
  await app.register(botProtectionRoutes);
  await app.register(registrationRoutes);
  await app.register(stringsRoutes);
  await app.register(organizationRoutes);
  await app.register(siteAdminRoutes);
  await app.register(importExportRoutes);
  await app.register(auditRoutes);
  await app.register(formRoutes);
  await app.register(surveyRoutes);
  await app.register(productRoutes);
  await app.register(paymentRuleRoutes);
  await app.register(participantRoutes);
  await app.register(customerRoutes);
  await app.register(uploadRoutes);
  await app.register(imageRoutes);
  await app.register(webhookRoutes);
  await app.register(eventDeliveryRoutes);
  await app.register(paymentRoutes);
  await app.register(settlementRoutes);
  await app.register(billingRoutes);
  await app.register(dashboardRoutes);
  await app.register(integrationRoutes);
  await app.register(notificationRoutes);
  await app.register(testClockRoutes);

  // Anything else under the API path is a JSON 404, even when a catch-all page route exists at the root.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    config: { access: { public: true } },
    // Answered before the body is read, so an unknown path is a 404 whatever the body holds.
    onRequest: async (request, reply) => sendRouteNotFound(request, reply),
    handler: sendRouteNotFound,
  });
}
