/** JSON Schemas of the event delivery routes (validated by Fastify and listed in the OpenAPI document). */
import { DOMAIN_EVENT_NAMES } from '@zapisy/core';
import { cursorPageSchema, cursorQuerySchema } from '../../http/cursor-page-schemas.js';
import { pathParamsSchema } from '../../http/route-schemas.js';

/** Subscriber ids run to 120 characters (`plugin:<id>:<name>`). */
const id = { type: 'string', minLength: 1, maxLength: 120 } as const;
const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

export const projectParamsSchema = pathParamsSchema(['eventId'], id);
export const organizationParamsSchema = pathParamsSchema(['orgId'], id);
export const projectRetryParamsSchema = pathParamsSchema(['eventId', 'domainEventId', 'subscriberId'], id);
export const organizationRetryParamsSchema = pathParamsSchema(['orgId', 'domainEventId', 'subscriberId'], id);

export const failedQuerySchema = cursorQuerySchema(
  {
    maxLength: 400,
    description:
      'Następna strona: wartość `next` z poprzedniej (znacznik ostatniego wiersza, do przekazania bez zmian)',
  },
  { subscriberId: { ...id, description: 'Tylko dostawy tego subskrybenta' } },
);

const eventName = { type: 'string', enum: [...DOMAIN_EVENT_NAMES] } as const;

export const failedDeliverySchema = {
  type: 'object',
  required: [
    'domainEventId',
    'name',
    'label',
    'occurredAt',
    'subscriberId',
    'subscriberTitle',
    'state',
    'attempts',
    'lastError',
    'failedAt',
    'nextAttemptAt',
  ],
  properties: {
    domainEventId: { type: 'string' },
    name: eventName,
    label: { type: 'string', description: 'Nazwa zdarzenia po polsku' },
    occurredAt: date,
    subscriberId: { type: 'string' },
    subscriberTitle: { type: 'string' },
    state: {
      type: 'string',
      enum: ['failed', 'retrying'],
      description: 'failed: próby wyczerpane, czeka na ponowienie; retrying: kolejna próba zaplanowana',
    },
    attempts: { type: 'integer' },
    lastError: { type: ['string', 'null'] },
    failedAt: nullableDate,
    nextAttemptAt: nullableDate,
  },
} as const;

export const failedPageSchema = cursorPageSchema(failedDeliverySchema);

export const subscribersSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'title', 'events', 'failed', 'retrying'],
    properties: {
      id: { type: 'string' },
      title: { type: 'string' },
      events: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'label'],
          properties: { name: eventName, label: { type: 'string' } },
        },
      },
      failed: { type: 'integer' },
      retrying: { type: 'integer' },
    },
  },
} as const;
