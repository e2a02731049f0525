/** JSON Schemas of the product routes (validated by Fastify and listed in OpenAPI). */
import { VAT_RATES } from '@zapisy/core';
import { eventParamsSchema, idSchema as id } from '../../http/route-schemas.js';

export const PRODUCT_DESCRIPTION_MAX_LENGTH = 2000;

const count = { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000_000 } as const;

export const eventParams = eventParamsSchema;

export const productParams = {
  type: 'object',
  required: ['eventId', 'productId'],
  properties: { eventId: { ...id, description: 'eventId projektu' }, productId: id },
} as const;

/** The rule builder's tree of conditions, kept so the admin can edit the rule again (free-form JSON). */
const ruleTreeSchema = {
  type: ['object', 'null'],
  description: 'Drzewo warunków kreatora reguł (zapisywane dla edycji)',
  additionalProperties: true,
} as const;

export const visibilityRuleSchema = {
  type: ['object', 'null'],
  description: 'Reguła widoczności: json-logic nad danymi formularza i jej opis; null — zawsze widoczny',
  properties: {
    jsonRule: {},
    humanRule: { type: 'string', maxLength: 2000 },
    rule: ruleTreeSchema,
  },
  additionalProperties: { not: {} },
} as const;

/** A product's visibility rule in the public form's answers: what the form evaluates and shows. */
export const productVisibilityView = {
  type: ['object', 'null'],
  properties: { jsonRule: {}, humanRule: { type: 'string' } },
} as const;

/** A product's visibility rule in the admin's answers: also the builder's tree, to edit it again. */
const productVisibilityAdminView = {
  type: ['object', 'null'],
  properties: { jsonRule: {}, humanRule: { type: 'string' }, rule: ruleTreeSchema },
} as const;

const productFields = {
  name: { type: 'string', minLength: 1, maxLength: 200 },
  enabled: { type: 'boolean' },
  template: { type: 'string', minLength: 1, maxLength: 100 },
  price: { type: 'integer', minimum: 0, maximum: 100_000_000_000, description: 'Cena w groszach' },
  inventory: { ...count, description: 'Pozostałe sztuki; null — bez limitu' },
  maxCount: { ...count, description: 'Najwięcej sztuk w jednym zgłoszeniu; null — bez limitu' },
  durationMinutes: { ...count, description: 'Czas trwania w minutach; null — nie dotyczy' },
  visibilityRule: visibilityRuleSchema,
  vatRate: {
    type: ['string', 'null'],
    enum: [...VAT_RATES, null],
    description: 'Stawka VAT produktu; null — jak w projekcie',
  },
  description: { type: 'string', maxLength: PRODUCT_DESCRIPTION_MAX_LENGTH, description: 'Opis produktu' },
} as const;

/**
 * POST body: the product as the organizer filled the dialog in (any subset; the rest takes the spec's
 * defaults). An empty body creates the defaults.
 */
export const productCreateBody = {
  type: 'object',
  properties: productFields,
  additionalProperties: { not: {} },
} as const;

/** PATCH body: any subset of the editable fields; an unknown field is a 400, never dropped. */
export const productPatchBody = {
  type: 'object',
  minProperties: 1,
  properties: productFields,
  additionalProperties: { not: {} },
} as const;

export const productView = {
  type: 'object',
  required: [
    'productId',
    'eventId',
    'name',
    'enabled',
    'template',
    'price',
    'inventory',
    'maxCount',
    'durationMinutes',
    'visibilityRule',
    'vatRate',
    'description',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    productId: { type: 'string' },
    eventId: { type: 'string' },
    ...productFields,
    visibilityRule: productVisibilityAdminView,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const productList = { type: 'array', items: productView } as const;

export const productDeleted = {
  type: 'object',
  required: ['productId', 'deleted'],
  properties: { productId: { type: 'string' }, deleted: { type: 'boolean' } },
} as const;
