/**
 * Webhooks of a project: the delivery log and redelivery, the signing secret (admins), and the widget's
 * public calls (./public-routes.ts). See ./deliveries.ts for who enqueues which webhook.
 */
import { BusinessError, NotFoundError } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { beaconJsonParser } from '../../http/json-body-parser.js';
import { secretBoxOf } from '../../secrets/index.js';
import type { Filter } from '../../storage/index.js';
import { leaseDelivery, sendLeasedDelivery } from './deliver.js';
import { deliveriesOf, ensureWebhookIndexes, type WebhookDeliveryRecord } from './deliveries.js';
import { publicWebhookRoutes } from './public-routes.js';
import {
  deliveriesPageSchema,
  deliveriesQuerySchema,
  deliveryParamsSchema,
  deliverySchema,
  eventIdParamsSchema,
  webhookSecretSchema,
} from './schemas.js';
import { rotateWebhookSecret, webhookSecretOf } from './secret.js';

const adminOf = { roles: ['admin'], tenant: { project: 'eventId' } } as const;

function tenantOf(request: FastifyRequest<{ Params: { eventId: string } }>) {
  const organizationId = request.tenant?.organizationId;
  if (!organizationId) throw new NotFoundError('Nie znaleziono projektu');
  return { organizationId, eventId: request.params.eventId };
}

function toView(delivery: WebhookDeliveryRecord) {
  const { _id, organizationId: _o, eventId: _e, lock: _l, ...rest } = delivery;
  return { id: _id, ...rest };
}

export default async function webhookRoutes(app: FastifyInstance): Promise<void> {
  await ensureWebhookIndexes(app.store);
  const box = secretBoxOf(app);

  // navigator.sendBeacon posts a string as text/plain (no CORS preflight); accept JSON in it in this scope.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, beaconJsonParser);

  app.get<{ Params: { eventId: string } }>(
    '/webhooks/:eventId/secret',
    {
      config: { access: adminOf },
      schema: {
        summary: 'Klucz podpisu webhooków projektu (tworzony przy pierwszym użyciu)',
        tags: ['webhooks'],
        params: eventIdParamsSchema,
        response: { 200: webhookSecretSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => webhookSecretOf(app.store, box, tenantOf(request)),
  );

  app.post<{ Params: { eventId: string } }>(
    '/webhooks/:eventId/secret',
    {
      config: { access: adminOf },
      schema: {
        summary: 'Nowy klucz podpisu webhooków (poprzedni przestaje działać od razu)',
        tags: ['webhooks'],
        params: eventIdParamsSchema,
        response: { 200: webhookSecretSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => rotateWebhookSecret(app.store, box, tenantOf(request)),
  );

  app.get<{ Params: { eventId: string }; Querystring: { limit: number; before?: string } }>(
    '/webhooks/:eventId/deliveries',
    {
      config: { access: adminOf },
      schema: {
        summary: 'Dziennik dostaw webhooków projektu, od najnowszych',
        tags: ['webhooks'],
        params: eventIdParamsSchema,
        querystring: deliveriesQuerySchema,
        response: { 200: deliveriesPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const deliveries = deliveriesOf(app.store, tenantOf(request));
      const { limit, before } = request.query;
      let filter: Filter<WebhookDeliveryRecord> = {};
      if (before !== undefined) {
        const cursor = await deliveries.findOne({ _id: before }, { projection: { createdAt: 1 } });
        if (!cursor) throw new NotFoundError('Nie znaleziono dostawy webhooka wskazanej w parametrze before');
        filter = {
          $or: [
            { createdAt: { $lt: cursor.createdAt } },
            { createdAt: cursor.createdAt, _id: { $lt: before } },
          ],
        };
      }
      const page = await deliveries
        .find(filter, { sort: { createdAt: -1, _id: -1 }, limit: limit + 1 })
        .toArray();
      const items = page.slice(0, limit);
      const last = items[items.length - 1];
      return { items: items.map(toView), next: page.length > limit && last ? last._id : null };
    },
  );

  app.post<{ Params: { eventId: string; id: string } }>(
    '/webhooks/:eventId/deliveries/:id/retry',
    {
      config: { access: adminOf },
      schema: {
        summary: 'Ponowne wysłanie webhooka teraz (na obecny adres z ustawień projektu)',
        tags: ['webhooks'],
        params: deliveryParamsSchema,
        response: { 200: deliverySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { id } = request.params;
      const leased = await leaseDelivery(app.store, { _id: id, ...tenant }, new Date());
      if (!leased) {
        const exists = await deliveriesOf(app.store, tenant).countDocuments({ _id: id });
        if (exists === 0) throw new NotFoundError('Nie znaleziono dostawy webhooka');
        throw new BusinessError('Ten webhook jest właśnie wysyłany. Spróbuj ponownie za chwilę.');
      }
      const deps = { store: app.store, box, allowPrivateTargets: app.config.webhooks.allowPrivateTargets };
      const after = await sendLeasedDelivery(deps, leased, {
        final: leased.status !== 'pending',
      });
      if (!after) throw new BusinessError('Ten webhook jest właśnie wysyłany. Spróbuj ponownie za chwilę.');
      return toView(after);
    },
  );

  publicWebhookRoutes(app);
}
