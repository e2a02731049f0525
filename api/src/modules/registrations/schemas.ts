/** JSON Schemas of `POST /registrations/{eventId}` (flat FormData, group members, idempotency key, answer) and of the status route. */
import { botTokenSchema } from '../bot-protection/index.js';
import { REGISTRATION_STATUSES } from './store.js';

/**
 * A form value (shared contract 2): text, number, yes/no, empty, a list of choices or upload ids, or the
 * Product field's `{productId: count}`. Shared by every route that takes form data.
 */
export const formValueSchema = {
  anyOf: [
    { type: 'string', maxLength: 10_000 },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'null' },
    {
      type: 'array',
      maxItems: 100,
      items: { anyOf: [{ type: 'string', maxLength: 1000 }, { type: 'number' }] },
    },
    {
      type: 'object',
      maxProperties: 100,
      propertyNames: { minLength: 1, maxLength: 100 },
      additionalProperties: { type: 'integer', minimum: 0, maximum: 10_000 },
    },
  ],
} as const;

/** A form field name (field_name): lower-case letters, digits and underscores. */
export const FORM_FIELD_NAME_PATTERN = '^[a-z][a-z0-9_]{0,63}$';

/** Field names are the form's field_name values: lower-case letters, digits and underscores. */
const formDataSchema = (required: readonly string[]) =>
  ({
    type: 'object',
    required,
    maxProperties: 200,
    // The well-known fields' own rules sit in allOf: Ajv's strict mode refuses them beside a pattern they match.
    allOf: [
      {
        properties: {
          email_main: { type: 'string', format: 'email', maxLength: 254 },
          first_name: { type: 'string', minLength: 1, maxLength: 200 },
          last_name: { type: 'string', minLength: 1, maxLength: 200 },
        },
      },
    ],
    // Not `additionalProperties: false`, which Fastify's Ajv silently strips: an unknown field name is a
    // 400 naming the field, never dropped.
    additionalProperties: { not: {} },
    patternProperties: { [FORM_FIELD_NAME_PATTERN]: formValueSchema },
  }) as const;

export const registrationParamsSchema = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { type: 'string', minLength: 1, maxLength: 100, description: 'eventId projektu' } },
} as const;

export const registrationBodySchema = {
  type: 'object',
  required: ['data', 'idempotencyKey'],
  // Refused, not stripped: a client total or amount is an error ("the server ignores client totals").
  additionalProperties: { not: {} },
  properties: {
    data: formDataSchema(['email_main', 'first_name', 'last_name']),
    participants: {
      type: 'array',
      maxItems: 50,
      description: 'Pozostali członkowie grupy (pierwszy zapisany, z `data`, jest reprezentantem)',
      items: {
        type: 'object',
        required: ['data'],
        additionalProperties: { not: {} },
        properties: { data: formDataSchema(['first_name', 'last_name']) },
      },
    },
    idempotencyKey: {
      type: 'string',
      minLength: 8,
      maxLength: 128,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description: 'Klucz zgłoszenia: ten sam klucz zwraca ten sam wynik i niczego nie tworzy drugi raz',
    },
    botProtection: botTokenSchema,
    consents: {
      type: 'object',
      description: 'Zaznaczone zgody formularza (regulamin, klauzula RODO); treść i czas zapisuje serwer',
      additionalProperties: { not: {} },
      properties: { terms: { type: 'boolean' }, privacy: { type: 'boolean' } },
    },
    affiliateId: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'Uczestnik, z którego linku polecającego (?affiliate_id=) przyszło zgłoszenie',
    },
  },
} as const;

const installmentSchema = {
  type: 'object',
  required: ['installmentId', 'participantId', 'date', 'amount', 'vat', 'grossAmount'],
  properties: {
    installmentId: { type: 'string' },
    participantId: { type: 'string' },
    date: { type: 'string', format: 'date-time' },
    amount: { type: 'integer', description: 'Netto w groszach' },
    vat: { type: 'integer' },
    grossAmount: { type: 'integer' },
  },
} as const;

export const registrationResultSchema = {
  title: 'RegistrationResult',
  type: 'object',
  required: ['registrationId', 'status', 'participants', 'completion', 'quote'],
  properties: {
    registrationId: { type: 'string' },
    status: { type: 'string', enum: ['processed'] },
    participants: {
      type: 'array',
      items: {
        type: 'object',
        required: ['_id', 'status', 'onWaitingList'],
        properties: {
          _id: { type: 'string' },
          status: { type: 'string', enum: ['registered', 'waiting'] },
          onWaitingList: { type: 'boolean' },
        },
      },
    },
    completion: {
      type: 'string',
      enum: ['registration', 'cash', 'transfer', 'online', 'survey'],
      description: 'Wariant strony zakończenia',
    },
    payment: {
      type: 'object',
      description:
        'Dostęp płatnika (gdy zakończenie wymaga wpłaty): klucz k do /payments/public/{eventId}/… i link /l?k=…',
      required: ['k', 'link'],
      properties: { k: { type: 'string' }, link: { type: 'string' } },
    },
    quote: {
      type: 'object',
      description: 'Kwoty wyliczone przez serwer (kwoty klienta są ignorowane), w groszach',
      required: ['total', 'grossTotal', 'installments'],
      properties: {
        total: { type: 'integer' },
        grossTotal: { type: 'integer' },
        installments: { type: 'array', items: installmentSchema },
      },
    },
  },
} as const;

export const registrationAcceptedSchema = {
  title: 'RegistrationAccepted',
  description:
    'Serwer jest obciążony: zgłoszenie przyjęte, wynik pod GET /registrations/{eventId}/{registrationId}',
  type: 'object',
  required: ['registrationId', 'status'],
  properties: { registrationId: { type: 'string' }, status: { type: 'string', enum: ['processing'] } },
} as const;

export const registrationStatusParamsSchema = {
  type: 'object',
  required: ['eventId', 'registrationId'],
  properties: {
    eventId: registrationParamsSchema.properties.eventId,
    registrationId: { type: 'string', minLength: 1, maxLength: 64, description: 'registrationId zgłoszenia' },
  },
} as const;

export const registrationStatusSchema = {
  title: 'RegistrationStatus',
  type: 'object',
  required: ['registrationId', 'status'],
  properties: {
    registrationId: { type: 'string' },
    status: { type: 'string', enum: [...REGISTRATION_STATUSES] },
    outcome: {
      type: 'object',
      description: 'Odpowiedź, jaką dostał(by) zgłaszający: kod HTTP i treść',
      required: ['statusCode', 'body'],
      properties: {
        statusCode: { type: 'integer' },
        body: { type: 'object', additionalProperties: true },
      },
    },
  },
} as const;
