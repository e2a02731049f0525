/** JSON Schemas of the `/billings/{organizationId}…` routes (money in integer grosze). */
import { BILLING_STATUSES, MANUAL_CATEGORY_MAX, VAT_RATES } from '@zapisy/core';

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
const grosze = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

export const orgParams = {
  type: 'object',
  required: ['organizationId'],
  properties: { organizationId: id },
} as const;

export const billingPaymentParams = {
  type: 'object',
  required: ['organizationId', 'billingId', 'index'],
  properties: { organizationId: id, billingId: id, index: { type: 'integer', minimum: 0 } },
} as const;

const whose = {
  eventId: { ...id, description: 'Projekt (wymagany dla uczestnika i przy zmianach)' },
  participantId: { ...id, description: 'Uczestnik: jego należności (sourceId)' },
  customerId: { ...id, description: 'Klient: jego należności' },
} as const;

export const billingListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...whose,
    dateOver: { type: 'string', maxLength: 40, description: 'Tylko należności z terminem po tej dacie' },
    dateUpTo: {
      type: 'string',
      maxLength: 40,
      description: 'Tylko należności z terminem do tej daty włącznie (nie razem z dateOver)',
    },
  },
} as const;

/** Nothing is `required` here: the use case answers the spec's Polish messages for each missing field. */
export const manualChargeBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...whose,
    category: { type: 'string', maxLength: MANUAL_CATEGORY_MAX + 50, description: 'Kategoria opłaty' },
    amount: { ...grosze, description: 'Kwota netto w groszach (> 0)' },
    vatRate: { type: 'string', enum: [...VAT_RATES], description: "Stawka VAT; brak = 'np'" },
    requiredDate: { type: 'string', maxLength: 40, description: 'Termin płatności' },
  },
} as const;

export const manualDiscountBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...whose,
    manualDiscount: {
      ...grosze,
      description: 'Cały ręczny rabat w groszach: ujemny to rabat, dodatni dopłata, 0 usuwa',
    },
  },
} as const;

const billingPayment = {
  type: 'object',
  required: ['index', 'date', 'amount'],
  properties: {
    index: { type: 'integer' },
    date: dateTime,
    amount: grosze,
    paymentId: { type: 'string' },
    statementId: { type: 'string' },
    transferId: { type: 'string' },
    refundId: { type: 'string' },
  },
} as const;

export const billingAnswer = {
  type: 'object',
  required: [
    '_id',
    'eventId',
    'isManual',
    'amount',
    'vat',
    'grossAmount',
    'manualDiscount',
    'leftToPay',
    'status',
    'createdDate',
    'requiredDate',
    'payments',
  ],
  properties: {
    _id: { type: 'string' },
    eventId: { type: 'string' },
    customerId: { type: 'string' },
    sourceId: { type: 'string' },
    category: { type: 'string' },
    isManual: { type: 'boolean' },
    amount: grosze,
    vat: grosze,
    vatPercent: { type: 'string' },
    grossAmount: grosze,
    manualDiscount: grosze,
    leftToPay: grosze,
    status: { type: 'string', enum: [...BILLING_STATUSES] },
    createdDate: dateTime,
    requiredDate: dateTime,
    paidDate: dateTime,
    invoiceId: { type: 'string' },
    payments: { type: 'array', items: billingPayment },
  },
} as const;

export const billingSumsSchema = {
  type: 'object',
  required: ['count', 'amount', 'vat', 'grossAmount', 'manualDiscount', 'payments', 'leftToPay'],
  properties: {
    count: { type: 'integer' },
    amount: grosze,
    vat: grosze,
    grossAmount: grosze,
    manualDiscount: grosze,
    payments: grosze,
    leftToPay: grosze,
  },
} as const;

export const billingListAnswer = {
  type: 'object',
  required: ['billings', 'sums'],
  properties: { billings: { type: 'array', items: billingAnswer }, sums: billingSumsSchema },
} as const;

export const billingArrayAnswer = { type: 'array', items: billingAnswer } as const;
