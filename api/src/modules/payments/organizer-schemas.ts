/** JSON Schemas of the organizer's payment routes (organizer-routes.ts). Amounts are integer grosze. */
import {
  PAYMENT_METHODS,
  PAYMENT_SORTS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  REFUND_STATUSES,
} from '@zapisy/core';

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const text = (maxLength: number, description?: string) =>
  ({ type: 'string', maxLength, ...(description ? { description } : {}) }) as const;
const nullableText = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

export const organizerEventParams = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: id },
} as const;

export const organizerPaymentParams = {
  type: 'object',
  required: ['eventId', 'paymentId'],
  properties: { eventId: id, paymentId: id },
} as const;

export const cashBody = {
  type: 'object',
  required: ['participantId', 'amount'],
  additionalProperties: false,
  properties: {
    participantId: id,
    amount: { type: 'integer', minimum: 1, description: 'Kwota w groszach (> 0)' },
    date: text(40, 'Data wpłaty (ISO); domyślnie teraz, nie w przyszłości'),
    description: text(500),
  },
} as const;

export const refundBody = {
  type: 'object',
  required: ['reason'],
  additionalProperties: false,
  properties: {
    amount: {
      type: 'integer',
      minimum: 1,
      description: 'Kwota zwrotu w groszach; domyślnie wszystko, co z wpłaty zostało na rozliczeniach',
    },
    reason: { type: 'string', minLength: 1, maxLength: 500, description: 'Powód zwrotu' },
    markRefunded: {
      type: 'boolean',
      default: false,
      description:
        'Po pełnym zwrocie ustaw uczestnikowi status „Zwrot wpłaty” (gdy nic z jego wpłat nie zostało)',
    },
  },
} as const;

export const patchPaymentBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { remarks: text(2000, 'Uwagi'), isArchived: { type: 'boolean' } },
} as const;

export const releaseBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    useReportedAmount: {
      type: 'boolean',
      default: true,
      description: 'Przyjmij kwotę zgłoszoną przez bramkę (gdy zgłosiła inną niż oczekiwana)',
    },
    remark: text(500),
  },
} as const;

export const rejectBody = {
  type: 'object',
  required: ['remark'],
  additionalProperties: false,
  properties: { remark: { type: 'string', minLength: 1, maxLength: 500, description: 'Uzasadnienie' } },
} as const;

const listFilters = {
  status: {
    type: 'array',
    items: { type: 'string', enum: [...PAYMENT_STATUSES] },
    description: 'Statusy wpłat (zwroty mają własny stan: refundState)',
  },
  refundState: {
    type: 'array',
    items: { type: 'string', enum: [...REFUND_STATUSES] },
    description: 'Stany zwrotów: pending (w toku), completed (zwrócono), failed (nieudany)',
  },
  method: { type: 'array', items: { type: 'string', enum: [...PAYMENT_METHODS] } },
  type: { type: 'string', enum: [...PAYMENT_TYPES] },
  search: text(200, 'Płatnik (imię, nazwisko, e-mail), tytuł, paymentId, extPaymentId'),
  archived: {
    type: 'string',
    enum: ['false', 'true', 'all'],
    default: 'false',
    description: 'false: bez zarchiwizowanych (domyślnie), true: tylko zarchiwizowane, all: wszystkie',
  },
  attempts: {
    type: 'string',
    enum: ['false', 'true', 'only'],
    default: 'false',
    description:
      'Próby płatności online, z których nie wpłynęły pieniądze (porzucone, anulowane, w toku): false: ukryte ' +
      '(domyślnie; wybrany status pokazuje to, co wskazuje), true: razem z resztą, only: tylko one',
  },
  participantId: { type: 'string', minLength: 1, maxLength: 64, description: 'Tylko wpłaty tego uczestnika' },
  sort: {
    type: 'string',
    enum: [...PAYMENT_SORTS, ...PAYMENT_SORTS.map((field) => `-${field}`)],
    description: 'Pole sortowania; z minusem malejąco (-date). Bez niego: od najnowszych.',
  },
  direction: { type: 'string', enum: ['asc', 'desc'] },
} as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
    ...listFilters,
  },
} as const;

export const exportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: listFilters,
} as const;

const review = {
  type: ['object', 'null'],
  properties: {
    decision: { type: 'string', enum: ['released', 'rejected'] },
    by: { type: 'string' },
    at: dateTime,
    remark: { type: 'string' },
    expectedAmount: { type: 'integer' },
    reportedAmount: { type: 'integer' },
    reportedCurrency: { type: 'string' },
  },
} as const;

export const paymentViewSchema = {
  type: 'object',
  required: ['_id', 'paymentId', 'type', 'method', 'date', 'amount', 'currency', 'status'],
  properties: {
    _id: { type: 'string' },
    paymentId: { type: 'string' },
    extPaymentId: nullableText,
    type: { type: 'string', enum: [...PAYMENT_TYPES] },
    typeLabel: { type: 'string' },
    method: { type: 'string' },
    methodLabel: { type: 'string' },
    provider: nullableText,
    providerLabel: nullableText,
    accountSourceLabel: nullableText,
    date: dateTime,
    amount: { type: 'integer', description: 'Grosze; zwrot ujemny' },
    currency: { type: 'string' },
    status: { type: 'string', enum: [...PAYMENT_STATUSES] },
    statusLabel: {
      type: 'string',
      description: 'Status wpłaty; dla zwrotu stan zwrotu (Zwrot w toku, Zwrócono, Zwrot nieudany)',
    },
    title: nullableText,
    description: nullableText,
    product: nullableText,
    account: nullableText,
    receivingAccount: nullableText,
    remarks: nullableText,
    isArchived: { type: 'boolean' },
    customerId: { type: 'string' },
    customerName: { type: 'string' },
    customerEmail: nullableText,
    participantIds: { type: 'array', items: { type: 'string' } },
    flags: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'label'],
        properties: { code: { type: 'string' }, label: { type: 'string' } },
      },
    },
    refundStatus: {
      type: ['string', 'null'],
      enum: [...REFUND_STATUSES, null],
      description: 'Stan zwrotu (null dla wpłaty)',
    },
    refundOf: nullableText,
    settledAt: { type: ['string', 'null'], format: 'date-time' },
    review,
    createdBy: nullableText,
  },
} as const;

export const paymentListSchema = {
  type: 'object',
  required: ['rows', 'total', 'sums'],
  properties: {
    rows: { type: 'array', items: paymentViewSchema },
    total: { type: 'integer' },
    sums: {
      type: 'object',
      required: ['completed', 'refunded'],
      properties: {
        completed: { type: 'integer', description: 'Wpłacone (grosze) wśród pasujących' },
        refunded: { type: 'integer', description: 'Zwrócone (grosze, dodatnio) wśród pasujących' },
      },
    },
  },
} as const;

export const paymentDetailSchema = {
  type: 'object',
  required: ['payment', 'shares', 'notifications', 'refunds'],
  properties: {
    payment: paymentViewSchema,
    shares: {
      type: 'array',
      items: {
        type: 'object',
        required: ['billingId', 'amount'],
        properties: {
          billingId: { type: 'string' },
          amount: { type: 'integer' },
          participantId: nullableText,
          participantName: { type: 'string' },
          billingLabel: { type: 'string', description: 'Np. „Rata 1 z 3, termin 2026-03-01”' },
        },
      },
    },
    refunds: { type: 'array', items: paymentViewSchema },
    notifications: {
      type: 'array',
      items: {
        type: 'object',
        required: ['_id', 'receivedAt', 'verified', 'state'],
        properties: {
          _id: { type: 'string' },
          provider: { type: 'string' },
          receivedAt: dateTime,
          verified: { type: 'boolean' },
          state: { type: 'string' },
          outcome: nullableText,
          reportedStatus: nullableText,
          reportedAmount: { type: ['integer', 'null'] },
        },
      },
    },
  },
} as const;
