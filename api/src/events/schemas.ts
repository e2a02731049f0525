/** JSON Schemas of the event delivery routes (validated by Fastify and listed in the OpenAPI document). */
import { DOMAIN_EVENT_NAMES } from '@zapisy/core';

const id = { type: 'string', minLength: 1, maxLength: 120 } as const;
const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

export const projectParamsSchema = {
  type: 'object',
  required: ['eventId'],
  additionalProperties: false,
  properties: { eventId: id },
} as const;

export const organizationParamsSchema = {
  type: 'object',
  required: ['orgId'],
  additionalProperties: false,
  properties: { orgId: id },
} as const;

export const projectRetryParamsSchema = {
  type: 'object',
  required: ['eventId', 'domainEventId', 'subscriberId'],
  additionalProperties: false,
  properties: { eventId: id, domainEventId: id, subscriberId: id },
} as const;

export const organizationRetryParamsSchema = {
  type: 'object',
  required: ['orgId', 'domainEventId', 'subscriberId'],
  additionalProperties: false,
  properties: { orgId: id, domainEventId: id, subscriberId: id },
} as const;

export const failedQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    subscriberId: { ...id, description: 'Tylko dostawy tego subskrybenta' },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    before: {
      type: 'string',
      minLength: 1,
      maxLength: 400,
      description:
        'Następna strona: wartość `next` z poprzedniej (znacznik ostatniego wiersza, do przekazania bez zmian)',
    },
  },
} as const;

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

export const failedPageSchema = {
  type: 'object',
  required: ['items', 'next'],
  properties: {
    items: { type: 'array', items: failedDeliverySchema },
    next: { type: ['string', 'null'] },
  },
} as const;

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
