/** JSON Schemas of the survey routes. */
import { FORM_FIELD_NAME_PATTERN, formValueSchema } from '../registrations/index.js';

export const eventParams = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { type: 'string', minLength: 1, maxLength: 100, description: 'eventId projektu' } },
} as const;

export const surveyBodySchema = {
  type: 'object',
  required: ['data'],
  additionalProperties: { not: {} },
  properties: {
    data: {
      type: 'object',
      description: 'Odpowiedzi: nazwa pola ankiety → wartość',
      additionalProperties: { not: {} },
      patternProperties: { [FORM_FIELD_NAME_PATTERN]: formValueSchema },
    },
    p: {
      type: 'string',
      maxLength: 100,
      description:
        'Identyfikator uczestnika z jego linku do ankiety (/ankieta?p=…); bez niego odpowiedź anonimowa',
    },
  },
} as const;

export const surveySubmittedSchema = {
  type: 'object',
  required: ['answerId', 'participantId', 'replaced', 'completion'],
  properties: {
    answerId: { type: 'string' },
    participantId: { type: ['string', 'null'] },
    replaced: {
      type: 'boolean',
      description: 'Uczestnik wypełnił ankietę ponownie: poprzednie odpowiedzi zastąpiono',
    },
    completion: { type: 'string', enum: ['survey'] },
  },
} as const;

const optionCount = {
  type: 'object',
  required: ['value', 'label', 'count'],
  properties: { value: { type: 'string' }, label: { type: 'string' }, count: { type: 'integer' } },
} as const;

const questionKind = { type: 'string', enum: ['choice', 'multiple', 'toggle', 'number', 'text'] } as const;

export const surveyResultsSchema = {
  type: 'object',
  required: [
    'eventId',
    'published',
    'open',
    'enabled',
    'anonymousAllowed',
    'from',
    'to',
    'total',
    'fromParticipants',
    'anonymous',
    'lastAnsweredAt',
    'questions',
  ],
  properties: {
    eventId: { type: 'string' },
    published: { type: 'boolean' },
    open: { type: 'boolean' },
    enabled: { type: 'boolean' },
    anonymousAllowed: { type: 'boolean' },
    from: { type: ['string', 'null'] },
    to: { type: ['string', 'null'] },
    total: { type: 'integer' },
    fromParticipants: { type: 'integer' },
    anonymous: { type: 'integer' },
    lastAnsweredAt: { type: ['string', 'null'] },
    questions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['fieldName', 'label', 'kind', 'answered', 'options', 'average', 'texts'],
        properties: {
          fieldName: { type: 'string' },
          label: { type: 'string' },
          kind: questionKind,
          answered: { type: 'integer' },
          options: { type: 'array', items: optionCount },
          average: {
            type: ['string', 'null'],
            description: 'Średnia z dwoma miejscami po przecinku („4,50”)',
          },
          texts: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

export const surveyColumnsSchema = {
  type: 'object',
  required: ['eventId', 'questions', 'fields', 'updatedAt'],
  properties: {
    eventId: { type: 'string' },
    questions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['fieldName', 'label', 'kind'],
        properties: { fieldName: { type: 'string' }, label: { type: 'string' }, kind: questionKind },
      },
    },
    fields: { type: 'array', items: { type: 'string' } },
    updatedAt: { type: ['string', 'null'] },
  },
} as const;

export const surveyColumnsBody = {
  type: 'object',
  required: ['fields'],
  additionalProperties: { not: {} },
  properties: {
    fields: {
      type: 'array',
      maxItems: 200,
      items: { type: 'string', minLength: 1, maxLength: 100 },
      description: 'Pytania ankiety pokazywane jako kolumny listy uczestników, w tej kolejności',
    },
  },
} as const;

export const participantAnswersSchema = {
  type: 'object',
  required: ['columns', 'answers'],
  properties: {
    columns: {
      type: 'array',
      items: {
        type: 'object',
        required: ['fieldName', 'header'],
        properties: { fieldName: { type: 'string' }, header: { type: 'string' } },
      },
    },
    answers: {
      type: 'object',
      description: 'Identyfikator uczestnika → pytanie → odpowiedź jako tekst',
      additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
    },
  },
} as const;
