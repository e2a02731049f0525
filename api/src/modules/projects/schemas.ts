/** JSON Schemas of the project routes (params, bodies, answers), so they are validated and in OpenAPI. */
import { partialSchema, projectSchema, TRANSLATION_TYPE_IDS, withoutDefaults } from '@zapisy/core';

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { ...id, description: 'eventId projektu' } },
} as const;

export const eventIdParams = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { ...id, description: 'eventId projektu' } },
} as const;

export const organizationParams = {
  type: 'object',
  required: ['orgId'],
  properties: { orgId: { ...id, description: 'organizationId' } },
} as const;

export const baseParams = {
  type: 'object',
  required: ['baseEventId'],
  properties: { baseEventId: { ...id, description: 'eventId pierwszej edycji' } },
} as const;

export const domainParams = {
  type: 'object',
  required: ['domain'],
  properties: {
    domain: {
      type: 'string',
      minLength: 1,
      maxLength: 253,
      description: 'Nazwa domeny projektu (np. demo) albo pełny host (demo.<domena bazowa>)',
    },
  },
} as const;

/** The whole project as the admin reads it: the stored project always has its ids and state. */
export const projectView = {
  ...projectSchema,
  required: [...projectSchema.required, 'eventId', 'organizationId', 'active'],
};

/** PATCH body: the whole project, nothing filled in by the validator (a missing setting is a 400). */
export const projectBody = withoutDefaults(projectSchema);

/**
 * `GET /project/{id}`: the public view for everyone (eventId, organizationId, active and the public part of
 * `event`), the whole project for a caller with admin, payments or employee role in it.
 */
export const projectOrPublicView = {
  ...partialSchema(projectSchema),
  required: ['eventId', 'organizationId', 'active', 'event'],
  description:
    'Publiczny widok projektu; użytkownik z rolą admin, payments lub employee w projekcie dostaje cały projekt',
};

export const projectSummary = {
  type: 'object',
  required: ['eventId', 'organizationId', 'active', 'event'],
  properties: {
    eventId: { type: 'string' },
    organizationId: { type: 'string' },
    baseEventId: { type: 'string' },
    active: { type: 'boolean' },
    createdAt: nullableDate,
    event: {
      type: 'object',
      required: ['name', 'domainName', 'translationType', 'from', 'to'],
      properties: {
        name: { type: 'string' },
        domainName: { type: 'string' },
        translationType: { type: 'string', enum: [...TRANSLATION_TYPE_IDS] },
        from: nullableDate,
        to: nullableDate,
        dateFormat: { type: 'string', description: 'Format dat projektu (formatProjectDate)' },
      },
    },
  },
} as const;

export const projectList = { type: 'array', items: projectSummary } as const;

export const registrationState = {
  type: 'object',
  required: ['domainName', 'enabled', 'waitingList', 'availableTickets'],
  properties: {
    domainName: { type: 'string' },
    enabled: { type: 'boolean', description: 'Zapisy otwarte (spec §4 "Registration open")' },
    waitingList: { type: 'boolean', description: 'Nowe zgłoszenia trafiają na listę rezerwową' },
    availableTickets: { type: ['integer', 'null'], description: 'Wolne miejsca; null bez limitu' },
  },
} as const;

export const surveyState = {
  type: 'object',
  required: ['domainName', 'enabled'],
  properties: { domainName: { type: 'string' }, enabled: { type: 'boolean' } },
} as const;

export const uniqueDomainParams = {
  type: 'object',
  required: ['a', 'b'],
  properties: {
    a: { type: 'string', minLength: 1, maxLength: 253, description: 'Sprawdzana domena' },
    b: { ...id, description: "eventId projektu, który ma ją dostać, albo '-' dla nowego projektu" },
  },
} as const;

export const uniqueDomainAnswer = {
  type: 'object',
  required: ['domainName', 'valid', 'unique'],
  properties: {
    domainName: { type: 'string', description: 'Domena po normalizacji (małe litery)' },
    valid: { type: 'boolean', description: 'Zgodna ze wzorem domeny' },
    unique: { type: 'boolean', description: 'Poprawna i niezajęta przez inny projekt' },
  },
} as const;

export const activeAnswer = {
  type: 'object',
  required: ['eventId', 'active'],
  properties: { eventId: { type: 'string' }, active: { type: 'boolean' } },
} as const;

export const deletedAnswer = {
  type: 'object',
  required: ['eventId', 'deleted', 'participantsDeleted'],
  properties: {
    eventId: { type: 'string' },
    deleted: { type: 'boolean', const: true },
    participantsDeleted: { type: 'integer' },
  },
} as const;

export const createBody = {
  type: 'object',
  required: ['organizationId'],
  additionalProperties: false,
  properties: {
    organizationId: id,
    event: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: { type: 'string', maxLength: 200, description: "Domyślnie 'Nowy projekt'" },
        domainName: { type: 'string', maxLength: 253, description: 'Domyślnie wygenerowana z nazwy' },
        translationType: { type: 'string', enum: [...TRANSLATION_TYPE_IDS] },
      },
    },
  },
} as const;

export const allDataAnswer = {
  type: 'object',
  required: ['project', 'participants', 'columns'],
  properties: {
    project: projectView,
    participants: { type: 'array', items: { type: 'object', additionalProperties: true } },
    columns: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'header'],
        properties: { field: { type: 'string' }, header: { type: 'string' } },
      },
    },
  },
} as const;

export const duplicateParams = {
  type: 'object',
  required: ['id', 'flag'],
  properties: {
    id: { ...id, description: 'eventId kopiowanego projektu' },
    flag: {
      type: 'string',
      enum: ['true', 'false'],
      description:
        "'true': nowa edycja (stara edycja przeniesiona i wyłączona, bez danych); 'false': duplikat z danymi",
    },
  },
} as const;

const field = (description: string) => ({ type: 'string', maxLength: 253, description }) as const;

export const duplicateBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: field('Duplikat: nazwa kopii. Nowa edycja: nazwa nowej edycji'),
    domain: field(
      "Duplikat: domena kopii. Nowa edycja: nowa domena starej edycji (domyślnie obecna + '-stare')",
    ),
  },
} as const;

export const duplicateAdvancedBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    newName: field('Nazwa kopii'),
    newDomain: field('Domena kopii'),
    oldName: field('Nazwa oryginału po operacji'),
    oldDomain: field('Domena oryginału po operacji'),
  },
} as const;

export const copyAnswer = {
  type: 'object',
  required: ['event', 'original', 'copiedParticipants', 'copiedCustomers'],
  properties: {
    event: projectSummary,
    original: projectSummary,
    copiedParticipants: { type: 'integer' },
    copiedCustomers: { type: 'integer' },
  },
} as const;

export const FILE_URL_TYPES = ['logo', 'background', 'carousel'] as const;
export type FileUrlType = (typeof FILE_URL_TYPES)[number];

export const fileUrlParams = {
  type: 'object',
  required: ['type', 'name'],
  properties: {
    type: { type: 'string', enum: FILE_URL_TYPES, description: 'Rodzaj pliku z wyglądu projektu' },
    name: { type: 'string', minLength: 1, maxLength: 253, description: 'Domena projektu' },
  },
} as const;

export const fileUrlAnswer = {
  type: 'object',
  required: ['url'],
  properties: { url: { type: 'string', examples: ['/images/logo.png'] } },
} as const;
