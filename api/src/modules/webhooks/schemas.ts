/** JSON Schemas of the webhook routes (validated by Fastify and listed in the OpenAPI document). */
import { cursorPageSchema, cursorQuerySchema } from '../../http/cursor-page-schemas.js';
import { pathParamsSchema } from '../../http/route-schemas.js';
import { WEBHOOK_NAMES } from './names.js';

const date = { type: 'string', format: 'date-time' } as const;

export const eventIdParamsSchema = pathParamsSchema(['eventId']);
export const deliveryParamsSchema = pathParamsSchema(['eventId', 'id']);

export const webhookSecretSchema = {
  type: 'object',
  required: ['secret', 'createdAt'],
  properties: {
    secret: {
      type: 'string',
      description: 'Klucz HMAC-SHA256 podpisu X-Zapisy-Signature (cały napis, razem z prefiksem whsec_)',
    },
    createdAt: date,
  },
} as const;

export const deliverySchema = {
  type: 'object',
  required: [
    'id',
    'webhook',
    'event',
    'target',
    'payload',
    'attempts',
    'status',
    'nextAttemptAt',
    'createdAt',
  ],
  properties: {
    id: { type: 'string' },
    webhook: { type: 'string', enum: [...WEBHOOK_NAMES] },
    event: { type: 'string', examples: ['form-submit'] },
    target: { type: 'string' },
    payload: { type: 'object', additionalProperties: true },
    attempts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['at', 'status', 'error', 'durationMs'],
        properties: {
          at: date,
          status: { type: ['integer', 'null'], description: 'Kod HTTP odpowiedzi; null bez odpowiedzi' },
          error: { type: ['string', 'null'] },
          durationMs: { type: 'integer' },
        },
      },
    },
    status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
    nextAttemptAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: date,
    updatedAt: date,
  },
} as const;

export const deliveriesQuerySchema = cursorQuerySchema(
  { maxLength: 100, description: 'id ostatniej pobranej dostawy' },
  {},
);

export const deliveriesPageSchema = cursorPageSchema(deliverySchema);

export const formEnterBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    formType: { type: 'string', enum: ['registration', 'survey'] },
    url: { type: 'string', maxLength: 2_000 },
    referrer: { type: 'string', maxLength: 2_000 },
  },
} as const;

/** The widget's form-submit and registration-completed calls: the registration they are about. */
export const registrationReportBodySchema = {
  type: 'object',
  required: ['registrationId'],
  additionalProperties: false,
  properties: { registrationId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
