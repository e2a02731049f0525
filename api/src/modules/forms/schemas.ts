/** JSON Schemas of the forms routes (validated by Fastify and listed in OpenAPI). */
import { FORM_TYPES } from '@zapisy/core';
import { idSchema as id } from '../../http/route-schemas.js';
import { productVisibilityView } from '../products/index.js';

const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;
const revision = {
  type: 'integer',
  minimum: 0,
  description: 'Wersja szkicu, od której zaczęto zmiany',
} as const;

export const formParams = {
  type: 'object',
  required: ['eventId', 'type'],
  properties: {
    eventId: { ...id, description: 'eventId projektu' },
    type: { type: 'string', enum: [...FORM_TYPES], description: 'Rodzaj formularza' },
  },
} as const;

export const publicFormParams = {
  type: 'object',
  required: ['domain'],
  properties: {
    domain: { type: 'string', minLength: 1, maxLength: 253, description: 'Domena projektu albo pełny host' },
  },
} as const;

export const publicFormQuery = {
  type: 'object',
  properties: { type: { type: 'string', enum: ['registration', 'survey'], default: 'registration' } },
  additionalProperties: { not: {} },
} as const;

export const previewParams = {
  type: 'object',
  required: ['uid'],
  properties: { uid: { type: 'string', minLength: 1, maxLength: 64, description: 'Identyfikator podglądu' } },
} as const;

/** The editor's value (rows of cells); its structure is checked by core's validateFormValue. */
const formValue = {
  type: 'object',
  description: 'Wartość edytora: { id, version, rows: [{ cells: [...] }] }',
  additionalProperties: true,
} as const;

/** A stored form (second document §3 Form): data, definition recomputed by the server, isSurvey, metadata. */
const storedForm = {
  type: 'object',
  required: ['isSurvey', 'definition', 'data'],
  properties: {
    eventId: { type: 'string' },
    isSurvey: { type: 'boolean' },
    metadata: { type: 'object', additionalProperties: true },
    definition: { type: 'array', items: { type: 'object', additionalProperties: true } },
    data: formValue,
  },
} as const;

export const saveFormBody = {
  type: 'object',
  required: ['data', 'revision'],
  properties: {
    data: formValue,
    isSurvey: { type: 'boolean' },
    metadata: { type: 'object', additionalProperties: true },
    revision,
  },
  additionalProperties: { not: {} },
} as const;

export const publishFormBody = {
  type: 'object',
  required: ['revision'],
  properties: { revision: { ...revision, description: 'Wersja szkicu, która ma zostać opublikowana' } },
  additionalProperties: { not: {} },
} as const;

export const formView = {
  type: 'object',
  required: [
    'type',
    'draft',
    'published',
    'revision',
    'publishedRevision',
    'previewUid',
    'updatedAt',
    'publishedAt',
  ],
  properties: {
    type: { type: 'string', enum: [...FORM_TYPES] },
    draft: storedForm,
    published: { ...storedForm, type: ['object', 'null'] },
    revision: { type: 'integer' },
    publishedRevision: { type: ['integer', 'null'] },
    previewUid: { type: 'string' },
    updatedAt: nullableDate,
    publishedAt: nullableDate,
  },
} as const;

const publicProduct = {
  type: 'object',
  required: [
    'productId',
    'name',
    'enabled',
    'price',
    'inventory',
    'maxCount',
    'durationMinutes',
    'available',
  ],
  properties: {
    productId: { type: 'string' },
    name: { type: 'string' },
    enabled: { type: 'boolean' },
    price: { type: 'integer', description: 'Cena w groszach' },
    inventory: { type: ['integer', 'null'] },
    maxCount: { type: ['integer', 'null'] },
    durationMinutes: { type: ['integer', 'null'] },
    visibilityRule: productVisibilityView,
    vatRate: { type: ['string', 'null'], description: 'Stawka VAT produktu; null — jak w projekcie' },
    available: { type: 'boolean', description: 'Włączony i stan magazynu powyżej zera' },
  },
} as const;

const str = { type: 'string' } as const;

/** core PublicConsent: a required checkbox of the form (terms, the RODO clause). */
const publicConsentView = {
  type: 'object',
  required: ['id', 'label', 'text', 'url'],
  properties: {
    id: { type: 'string', enum: ['terms', 'privacy'] },
    label: str,
    text: str,
    url: { type: ['string', 'null'] },
  },
} as const;

/** core PublicPage: the participant's page around the form (header, footer, consents, date format). */
const publicPageView = {
  type: 'object',
  description: 'Nagłówek i stopka strony uczestnika, zgody i format dat projektu',
  required: [
    'slogan',
    'description',
    'from',
    'to',
    'place',
    'dateFormat',
    'websiteUrl',
    'logo',
    'organizer',
    'consents',
  ],
  properties: {
    slogan: str,
    description: str,
    from: { type: ['string', 'null'], format: 'date-time' },
    to: { type: ['string', 'null'], format: 'date-time' },
    place: str,
    dateFormat: str,
    websiteUrl: { type: ['string', 'null'] },
    logo: {
      anyOf: [
        { type: 'null' },
        { type: 'object', required: ['url', 'height'], properties: { url: str, height: { type: 'number' } } },
      ],
    },
    organizer: {
      type: 'object',
      required: ['name', 'emailAddress', 'phoneNumber', 'address', 'taxId', 'url'],
      properties: { name: str, emailAddress: str, phoneNumber: str, address: str, taxId: str, url: str },
    },
    consents: { type: 'array', items: publicConsentView },
  },
} as const;

/** core PublicForm. */
export const publicFormView = {
  title: 'PublicForm',
  type: 'object',
  required: [
    'project',
    'type',
    'form',
    'products',
    'paymentRules',
    'installments',
    'vatRate',
    'payments',
    'availability',
    'preview',
  ],
  properties: {
    project: {
      type: 'object',
      required: ['eventId', 'organizationId', 'name', 'domainName', 'translationType'],
      properties: {
        eventId: { type: 'string' },
        organizationId: { type: 'string' },
        name: { type: 'string' },
        domainName: { type: 'string' },
        translationType: { type: 'string' },
      },
    },
    type: { type: 'string', enum: [...FORM_TYPES] },
    form: storedForm,
    products: { type: 'array', items: publicProduct },
    paymentRules: { type: 'array', items: { type: 'object', additionalProperties: true } },
    installments: {
      type: 'object',
      required: ['enabled', 'configurations'],
      properties: {
        enabled: { type: 'boolean' },
        configurations: { type: 'array', items: { type: 'object', additionalProperties: true } },
      },
    },
    vatRate: { type: ['string', 'null'] },
    payments: {
      type: 'object',
      required: ['enabled', 'online', 'cash', 'transferAccount'],
      properties: {
        enabled: { type: 'boolean' },
        online: { type: 'boolean' },
        cash: { type: 'boolean' },
        transferAccount: {
          type: 'boolean',
          description: 'Projekt ma numer rachunku do przelewu (strona płatności go pokaże)',
        },
      },
    },
    availability: {
      type: 'object',
      required: ['open', 'waitingList', 'placesLeft', 'message'],
      properties: {
        open: { type: 'boolean' },
        waitingList: { type: 'boolean' },
        placesLeft: { type: ['integer', 'null'] },
        message: { type: ['string', 'null'] },
        participantLinkRequired: {
          type: 'boolean',
          description: 'Ankieta przyjmuje odpowiedzi tylko z osobistego linku uczestnika (/ankieta?p=…)',
        },
      },
    },
    preview: { type: 'boolean' },
    page: publicPageView,
  },
} as const;
