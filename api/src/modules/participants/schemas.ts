/** JSON Schemas of the `/participants/{eventId}…` routes. */
import { eventParamsSchema, idSchema as id } from '../../http/route-schemas.js';
import { FORM_FIELD_NAME_PATTERN, formValueSchema } from '../registrations/index.js';
import { gridQuerySchema } from './grid-schemas.js';

export const eventParams = eventParamsSchema;

export const participantParams = {
  type: 'object',
  required: ['eventId', 'participantId'],
  properties: { eventId: { ...id, description: 'eventId projektu' }, participantId: id },
} as const;

export const formDataSchema = {
  type: 'object',
  maxProperties: 200,
  // Not `additionalProperties: false`, which Fastify's Ajv silently strips: a bad name is a 400 naming it.
  additionalProperties: { not: {} },
  patternProperties: { [FORM_FIELD_NAME_PATTERN]: formValueSchema },
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
  properties: {
    _id: { type: 'string' },
    eventId: { type: 'string' },
    status: { type: 'string' },
    customerId: { type: ['string', 'null'] },
    calculated: {
      type: ['object', 'null'],
      description: 'Wyliczone kwoty w groszach (pozostało do zapłaty, w tym wymagane i zaległe)',
      additionalProperties: true,
      properties: {
        leftToPay: { type: 'number' },
        leftToPayRequired: { type: 'number' },
        leftToPayLate: { type: 'number' },
      },
    },
    data: {
      type: 'array',
      description: 'Dane z formularza: pary nazwa pola i wartość',
      items: {
        type: 'object',
        required: ['name'],
        additionalProperties: true,
        properties: { name: { type: 'string' }, value: {} },
      },
    },
  },
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

/** `/participants/public/{eventId}/{p}`: the project and the participant id of the form link (`?p=`). */
export const ownRegistrationParams = {
  type: 'object',
  required: ['eventId', 'p'],
  properties: {
    eventId: { ...id, description: 'eventId projektu' },
    p: { ...id, description: 'Identyfikator uczestnika z linku do formularza (?p=)' },
  },
} as const;

export const ownRegistrationAnswer = {
  type: 'object',
  required: ['participantId', 'name', 'status', 'statusLabel', 'data', 'locked', 'member'],
  additionalProperties: false,
  properties: {
    participantId: { type: 'string' },
    name: { type: 'string', description: 'Imię i nazwisko uczestnika' },
    status: { type: 'string' },
    statusLabel: { type: 'string', description: 'Status słownie, jak na liście uczestników' },
    data: {
      type: 'object',
      description: 'Odpowiedzi na pola opublikowanego formularza (nazwa pola → wartość)',
      additionalProperties: true,
    },
    locked: {
      type: 'array',
      description:
        'Pola, których zmianę ustala organizator (cena, produkty, raty, pola czytane przez reguły)',
      items: { type: 'string' },
    },
    member: {
      type: 'boolean',
      description: 'Dalsza osoba z grupy: dane klienta (e-mail, adres, plan rat) podaje przedstawiciel',
    },
  },
} as const;
