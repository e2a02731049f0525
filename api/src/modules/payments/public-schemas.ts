/** JSON Schemas of the payer-side payment routes (public-routes.ts). Amounts are integer grosze. */
import { BILLING_STATUSES, PAYMENT_SCOPES, PAYMENT_STATUSES } from '@zapisy/core';

const grosze = { type: 'integer' } as const;
const key = {
  type: 'string',
  maxLength: 300,
  description: 'Klucz płatnika (parametr k linku do płatności)',
} as const;

export const eventParams = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const statusParams = {
  type: 'object',
  required: ['eventId', 'paymentId'],
  properties: {
    eventId: { type: 'string', minLength: 1, maxLength: 64 },
    paymentId: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;

export const keyQuery = {
  type: 'object',
  properties: { k: key },
} as const;

export const statusQuery = {
  type: 'object',
  properties: {
    k: key,
    link: { type: 'boolean', default: false, description: 'Płatnik przyszedł z linku /l (warianty link-…)' },
  },
} as const;

const dueBilling = {
  type: 'object',
  required: ['_id', 'installment', 'requiredDate', 'grossAmount', 'leftToPay', 'status', 'statusLabel'],
  properties: {
    _id: { type: 'string' },
    installment: {
      type: ['object', 'null'],
      required: ['number', 'count'],
      properties: { number: { type: 'integer' }, count: { type: 'integer' } },
      description: 'Rata n z m (null, gdy należność nie jest ratą)',
    },
    requiredDate: { type: 'string', format: 'date-time' },
    grossAmount: grosze,
    leftToPay: grosze,
    status: { type: 'string', enum: [...BILLING_STATUSES] },
    statusLabel: { type: 'string' },
  },
} as const;

export const payerDueSchema = {
  type: 'object',
  required: ['payer', 'project', 'participants', 'totals', 'partialAllowed', 'methods'],
  properties: {
    payer: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    project: {
      type: 'object',
      required: ['name', 'currency'],
      properties: { name: { type: 'string' }, currency: { type: 'string' } },
    },
    participants: {
      type: 'array',
      items: {
        type: 'object',
        required: ['_id', 'name', 'status', 'statusLabel', 'billings'],
        properties: {
          _id: { type: 'string' },
          name: { type: 'string' },
          status: { type: 'string' },
          statusLabel: { type: 'string' },
          billings: { type: 'array', items: dueBilling },
        },
      },
    },
    totals: {
      type: 'object',
      required: ['all', 'dueNow', 'late'],
      properties: {
        all: { ...grosze, description: 'Pozostało do zapłaty (wszystko)' },
        dueNow: { ...grosze, description: 'Do zapłaty dziś (z zaległymi)' },
        late: { ...grosze, description: 'Zaległe' },
      },
    },
    partialAllowed: { type: 'boolean', description: 'Czy płatnik może podać własną kwotę' },
    methods: {
      type: 'object',
      required: ['online', 'transfer', 'cash'],
      properties: {
        online: {
          type: ['object', 'null'],
          required: ['provider', 'label'],
          properties: { provider: { type: 'string' }, label: { type: 'string' } },
        },
        transfer: {
          type: ['object', 'null'],
          required: ['accountNumber', 'recipientName', 'title', 'amount', 'qr'],
          properties: {
            accountNumber: { type: ['string', 'null'] },
            recipientName: { type: 'string' },
            title: { type: 'string', maxLength: 140 },
            amount: grosze,
            qr: { type: ['string', 'null'], description: 'Treść kodu QR przelewu (standard 2D ZBP)' },
          },
        },
        cash: { type: 'boolean' },
      },
    },
  },
} as const;

export const onlineBody = {
  type: 'object',
  required: ['k', 'scope'],
  additionalProperties: false,
  properties: {
    k: key,
    scope: { type: 'string', enum: [...PAYMENT_SCOPES] },
    billingIds: { type: 'array', maxItems: 200, items: { type: 'string', minLength: 1, maxLength: 64 } },
    amount: {
      type: 'integer',
      minimum: 1,
      description: 'Kwota w groszach — tylko gdy projekt pozwala na wpłatę części (partialAllowed)',
    },
    returnUrl: { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 1000 },
    idempotencyKey: { type: 'string', minLength: 8, maxLength: 100 },
  },
} as const;

export const startedSchema = {
  type: 'object',
  required: ['paymentId', 'redirectUrl', 'amount'],
  properties: {
    paymentId: { type: 'string' },
    redirectUrl: { type: 'string' },
    amount: grosze,
  },
} as const;

export const paymentStatusSchema = {
  type: 'object',
  required: ['paymentId', 'status', 'statusLabel', 'amount', 'currency', 'method', 'completion'],
  properties: {
    paymentId: { type: 'string' },
    status: { type: 'string', enum: [...PAYMENT_STATUSES] },
    statusLabel: { type: 'string' },
    amount: grosze,
    currency: { type: 'string' },
    method: { type: 'string', enum: ['online', 'transfer', 'cash'] },
    completion: {
      type: 'object',
      required: ['variant', 'outcome', 'message'],
      properties: {
        variant: {
          type: 'string',
          enum: ['online', 'transfer', 'cash', 'link-online', 'link-transfer', 'link-cash'],
        },
        outcome: { type: 'string', enum: ['paid', 'pending', 'canceled', 'failed'] },
        message: { type: 'string' },
      },
    },
  },
} as const;
