/** JSON Schemas of `POST /registrations/{eventId}`: flat FormData, group members, idempotency key, answer. */

/** A form value: text, number, yes/no, empty, or a list of choices. */
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
  ],
} as const;

const FIELD_NAME = '^[a-z][a-z0-9_]{0,63}$';

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
    patternProperties: { [FIELD_NAME]: formValue },
  }) as const;

export const registrationParamsSchema = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { type: 'string', minLength: 1, maxLength: 100, description: 'eventId projektu' } },
} as const;

export const registrationBodySchema = {
  type: 'object',
  required: ['data', 'idempotencyKey'],
  additionalProperties: false,
  properties: {
    data: formDataSchema(['email_main', 'first_name', 'last_name']),
    participants: {
      type: 'array',
      maxItems: 50,
      description: 'Pozostali członkowie grupy (pierwszy zapisany, z `data`, jest reprezentantem)',
      items: {
        type: 'object',
        required: ['data'],
        additionalProperties: false,
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
  },
} as const;

export const registrationResultSchema = {
  title: 'RegistrationResult',
  type: 'object',
  required: ['registrationId', 'status', 'participants', 'completion'],
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
    completion: { type: 'string', enum: ['registration'] },
  },
} as const;
