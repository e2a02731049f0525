/** JSON Schemas of the dashboard route; money in integer grosze, days 'yyyy-MM-dd' in Polish time. */
import { DASHBOARD_DECISION_KINDS } from '@zapisy/core';

export const dashboardParams = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { type: 'string', minLength: 1, maxLength: 100, description: 'eventId projektu' } },
} as const;

export const dashboardQuery = {
  type: 'object',
  properties: {
    days: {
      type: 'integer',
      minimum: 7,
      maximum: 90,
      default: 30,
      description: 'Ile ostatnich dni pokazują wykresy (7–90, domyślnie 30)',
    },
  },
  additionalProperties: false,
} as const;

const grosze = (description: string) =>
  ({ type: 'integer', description: `${description} (w groszach)` }) as const;
const count = { type: 'integer', minimum: 0 } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const dashboardAnswer = {
  title: 'Dashboard',
  type: 'object',
  required: [
    'eventId',
    'generatedAt',
    'participants',
    'places',
    'days',
    'money',
    'upcomingInstallments',
    'latestRegistrations',
    'latestPayments',
    'decisions',
  ],
  properties: {
    eventId: { type: 'string' },
    generatedAt: { type: 'string', description: 'Chwila wyliczenia (ISO 8601)' },
    participants: {
      type: 'object',
      required: ['total', 'byStatus'],
      properties: {
        total: count,
        byStatus: {
          type: 'array',
          items: {
            type: 'object',
            required: ['status', 'count'],
            properties: { status: { type: 'string' }, count },
          },
        },
      },
    },
    places: {
      type: 'object',
      required: ['limit', 'taken', 'left', 'waiting'],
      description: 'Limit miejsc (null bez limitu), zajęte, wolne (null bez limitu), na liście rezerwowej',
      properties: {
        limit: { type: ['integer', 'null'] },
        taken: count,
        left: { type: ['integer', 'null'] },
        waiting: count,
      },
    },
    days: {
      type: 'array',
      description: 'Każdy dzień wykresu, od najstarszego: zapisy i wpłaty tego dnia',
      items: {
        type: 'object',
        required: ['date', 'registrations', 'received', 'payments'],
        properties: { date: day, registrations: count, received: grosze('Wpłaty dnia'), payments: count },
      },
    },
    money: {
      type: 'object',
      required: [
        'billed',
        'leftToPay',
        'dueNow',
        'overdue',
        'overdueCount',
        'received',
        'receivedCount',
        'refunded',
        'net',
      ],
      properties: {
        billed: grosze('Należności razem (brutto z ręcznymi dopłatami i rabatami)'),
        leftToPay: grosze('Pozostało do zapłaty'),
        dueNow: grosze('Wymagane do dziś'),
        overdue: grosze('Zaległe'),
        overdueCount: count,
        received: grosze('Wpłacono'),
        receivedCount: count,
        refunded: grosze('Zwrócono'),
        net: grosze('Wpłacono po zwrotach'),
      },
    },
    upcomingInstallments: {
      type: 'array',
      description: 'Najbliższe terminy płatności (raty) od dziś, dzień po dniu',
      items: {
        type: 'object',
        required: ['date', 'count', 'amount'],
        properties: { date: day, count, amount: grosze('Do zapłaty w tym dniu') },
      },
    },
    latestRegistrations: {
      type: 'array',
      items: {
        type: 'object',
        required: ['participantId', 'name', 'status', 'createdOn'],
        properties: {
          participantId: { type: 'string' },
          name: { type: 'string' },
          status: { type: 'string' },
          createdOn: { type: 'string' },
        },
      },
    },
    latestPayments: {
      type: 'array',
      items: {
        type: 'object',
        required: ['paymentId', 'name', 'type', 'method', 'status', 'amount', 'date'],
        properties: {
          paymentId: { type: 'string' },
          name: { type: 'string' },
          type: { type: 'string', enum: ['payment', 'refund'] },
          method: { type: 'string' },
          status: { type: 'string' },
          refundStatus: { type: 'string' },
          amount: grosze('Kwota; ujemna dla zwrotu'),
          date: { type: 'string' },
        },
      },
    },
    decisions: {
      type: 'array',
      description: 'Sprawy do decyzji organizatora (tylko te, których liczba jest większa od zera)',
      items: {
        type: 'object',
        required: ['kind', 'count'],
        properties: {
          kind: { type: 'string', enum: [...DASHBOARD_DECISION_KINDS] },
          count,
          amount: grosze('Kwota sprawy'),
        },
      },
    },
  },
} as const;
