/** JSON Schemas of `GET /settlements/{eventId}` (page, stream) and its CSV export. Money in integer grosze. */
import {
  GRID_PAGE_MAX,
  type GridQuery,
  gridPageProperties,
  participantFilterProperties,
  sortOrderProperty,
} from '../participants/index.js';

export const SETTLEMENTS_PAGE_MAX = GRID_PAGE_MAX;

export const settlementsParams = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const filterProperties = {
  ...participantFilterProperties,
  sort: {
    type: 'string',
    maxLength: 100,
    pattern: '^[^\\u0000-\\u001f]+$',
    description:
      'Kolumna sortowania (np. net, leftToPay, status, createdOn, categories.Cennik); bez niej kolejność z ' +
      'dataSettings projektu',
  },
  order: sortOrderProperty,
} as const;

export const settlementsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...gridPageProperties, ...filterProperties },
} as const;

export const settlementsExportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: filterProperties,
} as const;

/** The participants grid's query without its product filter. */
export type SettlementsQuery = Omit<GridQuery, 'product'>;

const money = { type: 'integer', description: 'Grosze' } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const settlementsColumnSchema = {
  type: 'object',
  required: ['field', 'header', 'kind'],
  properties: {
    field: { type: 'string' },
    header: { type: 'string' },
    kind: { type: 'string', enum: ['number', 'text', 'date', 'money', 'category', 'link', 'status'] },
  },
} as const;

export const settlementsRowSchema = {
  type: 'object',
  required: ['_id', 'rowNumber', 'status', 'name', 'paymentMethod', 'categories', 'net', 'leftToPay'],
  properties: {
    _id: { type: 'string' },
    rowNumber: { type: 'integer' },
    customerId: nullableText,
    eventId: nullableText,
    status: { type: 'string' },
    name: { type: 'string' },
    email: nullableText,
    phone: nullableText,
    createdOn: { type: ['string', 'null'], format: 'date-time', description: 'Data zapisu (ISO)' },
    group: nullableText,
    paymentForm: { type: 'string', enum: ['none', 'online', 'transfer', 'cash'] },
    paymentMethod: { type: 'string', description: "'Płatność online', 'Przelew', 'Gotówka' albo '—'" },
    paymentLink: { type: ['string', 'null'], description: 'Link płatnika https://<domena>/l?k=…' },
    categories: {
      type: 'object',
      description: 'Kategoria reguł cennika → {amount (grosze), percent (gdy same reguły procentowe) | null}',
      additionalProperties: {
        type: 'object',
        required: ['amount', 'percent'],
        properties: { amount: money, percent: { type: ['number', 'null'] } },
      },
    },
    surcharges: money,
    rebates: money,
    net: money,
    vat: money,
    gross: money,
    manualMarkup: { type: 'integer', description: 'Ręczna dopłata (ujemna: rabat), grosze' },
    required: money,
    overdue: money,
    payments: { type: 'integer', description: 'Suma wpłat na należności, grosze' },
    leftToPay: money,
    paymentStatus: nullableText,
    paymentStatusLabel: { type: 'string' },
  },
} as const;

export const settlementsPageSchema = {
  type: 'object',
  required: ['rows', 'columns', 'categories', 'total', 'offset', 'limit'],
  description:
    'Strona rozliczeń. Strumień (Accept: application/x-ndjson): pierwsza linia {columns, keys, categories, ' +
    'total}, potem każdy wiersz jako tablica JSON wartości w kolejności keys (daty w ms od epoki, kwoty w ' +
    'groszach, kategoria jako [kwota, procent|null] albo null; core settlementsDecoder).',
  properties: {
    rows: { type: 'array', items: settlementsRowSchema },
    columns: { type: 'array', items: settlementsColumnSchema },
    categories: { type: 'array', items: { type: 'string' } },
    total: { type: 'integer' },
    offset: { type: 'integer' },
    limit: { type: 'integer' },
  },
} as const;
