/** JSON Schemas of the `/participants/{eventId}…` routes. */
import { gridQuerySchema } from './grid-schemas.js';

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const eventParams = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { ...id, description: 'eventId projektu' } },
} as const;

export const participantParams = {
  type: 'object',
  required: ['eventId', 'participantId'],
  properties: { eventId: { ...id, description: 'eventId projektu' }, participantId: id },
} as const;

/** A form value (shared data contract 2): text, number, yes/no, empty (null removes it), a list. */
const formValue = {
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
    { type: 'object', maxProperties: 100, additionalProperties: { type: 'number' } },
  ],
} as const;

export const formDataSchema = {
  type: 'object',
  maxProperties: 200,
  // Not `additionalProperties: false`, which Fastify's Ajv silently strips: a bad name is a 400 naming it.
  additionalProperties: { not: {} },
  patternProperties: { '^[a-z][a-z0-9_]{0,63}$': formValue },
} as const;

export const patchBody = {
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: { data: formDataSchema },
} as const;

export const presentBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    meeting: { type: 'integer', minimum: 0, maximum: 10_000, description: 'Numer spotkania (od 0)' },
  },
} as const;

export const changeCustomerBody = {
  type: 'object',
  required: ['customerId'],
  additionalProperties: false,
  properties: { customerId: id },
} as const;

export const addParticipantBody = {
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: {
    data: { ...formDataSchema, required: ['email_main', 'first_name', 'last_name'] },
    participants: {
      type: 'array',
      maxItems: 50,
      description: 'Pozostali członkowie grupy',
      items: {
        type: 'object',
        required: ['data'],
        additionalProperties: false,
        properties: { data: { ...formDataSchema, required: ['first_name', 'last_name'] } },
      },
    },
    idempotencyKey: {
      type: 'string',
      minLength: 8,
      maxLength: 128,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description: 'Klucz dodania (bez niego serwer nadaje własny)',
    },
  },
} as const;

export const participantAnswer = {
  type: 'object',
  required: ['_id', 'eventId', 'status'],
  additionalProperties: true,
  properties: { _id: { type: 'string' }, eventId: { type: 'string' }, status: { type: 'string' } },
} as const;

export const linksAnswer = {
  type: 'object',
  required: ['form', 'payment', 'survey'],
  properties: { form: { type: 'string' }, payment: { type: 'string' }, survey: { type: 'string' } },
} as const;

const { offset: _offset, limit: _limit, ...gridFilters } = gridQuerySchema.properties;

/** The grid's filters and sort, without paging: an export holds every matching row. */
export const exportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: gridFilters,
} as const;
