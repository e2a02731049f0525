/**
 * Event deliveries for admins: every subscriber with its failed and retrying deliveries, the list of them,
 * and a retry, for a project's events and for the organization's own (those of no project).
 */
import { NotFoundError } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteAccess } from '../../auth/access.js';
import { ensureEventIndexes } from '../../events/outbox.js';
import { errorResponses } from '../../http/errors.js';
import {
  type DeliveryTenant,
  listFailedDeliveries,
  retryDelivery,
  summarizeSubscribers,
} from './delivery-log.js';
import {
  failedPageSchema,
  failedQuerySchema,
  organizationParamsSchema,
  organizationRetryParamsSchema,
  projectParamsSchema,
  projectRetryParamsSchema,
  subscribersSchema,
} from './schemas.js';

interface FailedQuery {
  subscriberId?: string;
  limit: number;
  before?: string;
}

const scopes = [
  {
    prefix: '/event-deliveries/:eventId',
    what: 'projektu',
    access: { roles: ['admin'], tenant: { project: 'eventId' } } as RouteAccess,
    params: projectParamsSchema,
    retryParams: projectRetryParamsSchema,
    tenant: (request: FastifyRequest): DeliveryTenant => ({
      organizationId: organizationOf(request),
      eventId: (request.params as { eventId: string }).eventId,
    }),
  },
  {
    prefix: '/organizations/:orgId/event-deliveries',
    what: 'organizacji (spoza projektów)',
    access: { roles: ['admin'], tenant: { organization: 'orgId' } } as RouteAccess,
    params: organizationParamsSchema,
    retryParams: organizationRetryParamsSchema,
    tenant: (request: FastifyRequest): DeliveryTenant => ({
      organizationId: organizationOf(request),
      eventId: null,
    }),
  },
];

function organizationOf(request: FastifyRequest): string {
  const organizationId = request.tenant?.organizationId;
  if (!organizationId) throw new NotFoundError();
  return organizationId;
}

export default async function eventDeliveryRoutes(app: FastifyInstance): Promise<void> {
  await ensureEventIndexes(app.store);
  const deps = { store: app.store, subscribers: app.events.subscribers };

  for (const scope of scopes) {
    app.get(
      `${scope.prefix}/subscribers`,
      {
        config: { access: scope.access },
        schema: {
          summary: `Subskrybenci zdarzeń z liczbą nieudanych dostaw zdarzeń ${scope.what}`,
          tags: ['events'],
          params: scope.params,
          response: { 200: subscribersSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => summarizeSubscribers(deps, scope.tenant(request)),
    );

    app.get<{ Querystring: FailedQuery }>(
      `${scope.prefix}/failed`,
      {
        config: { access: scope.access },
        schema: {
          summary: `Nieudane dostawy zdarzeń ${scope.what}, od najnowszych`,
          tags: ['events'],
          params: scope.params,
          querystring: failedQuerySchema,
          response: { 200: failedPageSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { subscriberId, limit, before } = request.query;
        return listFailedDeliveries(deps, scope.tenant(request), {
          limit,
          ...(subscriberId ? { subscriberId } : {}),
          ...(before ? { before } : {}),
        });
      },
    );

    app.post<{ Params: { domainEventId: string; subscriberId: string } }>(
      `${scope.prefix}/failed/:domainEventId/:subscriberId/retry`,
      {
        config: { access: scope.access },
        schema: {
          summary: `Ponowienie dostawy zdarzenia ${scope.what} do subskrybenta (teraz, z pełną liczbą prób)`,
          tags: ['events'],
          params: scope.retryParams,
          response: {
            202: { type: 'null', description: 'Przyjęto: zdarzenie zostanie przekazane w tle' },
            ...errorResponses(401, 403, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const { domainEventId, subscriberId } = request.params;
        await retryDelivery(app.store, scope.tenant(request), domainEventId, subscriberId);
        app.events.wake();
        return reply.code(202).send();
      },
    );
  }
}
