/** JSON Schemas of the `/customers/{organizationId}…` routes. */
import { CUSTOMER_TYPES } from '@zapisy/core';

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
const text = (max = 200) => ({ type: ['string', 'null'], maxLength: max }) as const;
const flag = { type: ['boolean', 'null'] } as const;

export const orgParams = {
  type: 'object',
  required: ['organizationId'],
  properties: { organizationId: { ...id, description: 'organizationId' } },
} as const;

export const customerParams = {
  type: 'object',
  required: ['organizationId', 'customerId'],
  properties: { organizationId: id, customerId: id },
} as const;

export const customerListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 200, description: 'Imię, nazwisko, e-mail, telefon lub klucz' },
    offset: { type: 'integer', minimum: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 5000 },
    sort: {
      type: 'string',
      maxLength: 64,
      pattern: '^-?[A-Za-z][A-Za-z0-9_.]*$',
      description: "Kolumna sortowania, z '-' malejąco (domyślnie lastName)",
    },
  },
} as const;

/** The exports take the grid's search and sort, never a page. */
export const customerExportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: customerListQuery.properties.search,
    sort: customerListQuery.properties.sort,
  },
} as const;

const guardian = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { firstName: text(), lastName: text(), email: text(254), phoneNumber: text(30) },
} as const;

const address = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    country: text(),
    city: text(),
    postalCode: text(20),
    street: text(),
    homeNo: text(20),
    flatNo: text(20),
  },
} as const;

export const customerPatchBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    firstName: text(),
    lastName: text(),
    firstName2: text(),
    lastName2: text(),
    email: text(254),
    email2: text(254),
    phoneNumber: text(30),
    phoneNumber2: text(30),
    birthDate: text(30),
    nationalNo: text(20),
    nationalNo2: text(20),
    passportNo: text(30),
    passportNo2: text(30),
    description: text(5000),
    key: text(200),
    active: flag,
    allowEmail: flag,
    allowSystemEmail: flag,
    allowMarketingEmail: flag,
    twoPeople: { type: 'boolean', description: 'Pokazuj dane drugiej osoby' },
    hasGuardian: { type: 'boolean', description: 'Pokazuj dane opiekuna' },
    guardian,
    guardian2: guardian,
    invoiceData: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        fullName: text(),
        taxId: text(20),
        regon: text(20),
        krs: text(20),
        personalId: text(20),
        bankAccount: text(40),
        phoneNumber: text(30),
        businessType: { type: ['integer', 'null'], minimum: 1, maximum: 11 },
        trade: text(20),
        address,
      },
    },
    billingDefaults: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        price: { type: ['integer', 'null'], description: 'grosze' },
        billingAmount: { type: ['integer', 'null'], description: 'grosze' },
        serviceName: text(),
        serviceUnit: text(50),
        quantity: { type: ['number', 'null'] },
        calendarEventName: text(),
        disableInvoicePeriodically: flag,
      },
    },
  },
} as const;

export const mergeBody = {
  type: 'object',
  required: ['targetId', 'sourceIds'],
  additionalProperties: false,
  properties: {
    targetId: id,
    sourceIds: { type: 'array', minItems: 1, maxItems: 50, items: id },
  },
} as const;

const { twoPeople: _twoPeople, hasGuardian: _hasGuardian, ...editable } = customerPatchBody.properties;

/** A nested part of a stored customer as answered: its declared fields, and whatever else it holds. */
function stored<S extends object>(
  schema: S,
): Omit<S, 'additionalProperties'> & { additionalProperties: true } {
  return { ...schema, additionalProperties: true };
}

const grosze = (description: string) => ({ type: 'integer', description: `${description}, grosze` }) as const;

/**
 * A customer as the API answers it: the fields the admin edits (first document §3 "Customer"), the stored
 * rest as it is, and in the list the grid's figures (first document §3 "Customer grid columns").
 */
export const customerAnswer = {
  type: 'object',
  required: ['_id'],
  additionalProperties: true,
  properties: {
    _id: { type: 'string' },
    organizationId: { type: 'string' },
    type: { type: ['string', 'null'], enum: [...CUSTOMER_TYPES, null], description: 'Rodzaj klienta' },
    eventIds: { type: 'array', items: { type: 'string' } },
    ...editable,
    guardian: stored(guardian),
    guardian2: stored(guardian),
    invoiceData: {
      ...stored(editable.invoiceData),
      properties: { ...editable.invoiceData.properties, address: stored(address) },
    },
    billingDefaults: stored(editable.billingDefaults),
    status: { type: 'string', description: 'Status klienta z należności (na liście)' },
    amount: grosze('Suma należności brutto'),
    paid: grosze('Wpłacono'),
    invoiceAmount: grosze('Zafakturowano'),
    diff: grosze('Należności minus faktury'),
    leftToPay: grosze('Pozostało do zapłaty'),
    latePayments: grosze('Zaległe'),
    billingsCount: { type: 'integer' },
    billingsNoInvoiceCount: { type: 'integer' },
    calendarCount: { type: 'integer' },
    employeeName: { type: 'string' },
    eventsNames: { type: 'string', description: 'Nazwy projektów klienta, rozdzielone przecinkami' },
  },
} as const;

export const customerListAnswer = {
  type: 'object',
  required: ['total', 'offset', 'limit', 'customers', 'settings'],
  properties: {
    settings: {
      type: 'object',
      description: 'customerSettings organizacji: pokazywanie kolumn drugiej osoby i opiekuna',
      properties: { twoPeople: { type: 'boolean' }, hasGuardian: { type: 'boolean' } },
    },
    total: { type: 'integer' },
    offset: { type: 'integer' },
    limit: { type: 'integer' },
    customers: { type: 'array', items: customerAnswer },
  },
} as const;

export const customerParticipationsAnswer = {
  type: 'object',
  required: ['participations'],
  properties: {
    participations: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'participantId',
          'eventId',
          'projectName',
          'projectDomain',
          'dateFormat',
          'firstName',
          'lastName',
          'status',
          'onWaitingList',
          'createdOn',
          'totalSum',
          'leftToPay',
        ],
        properties: {
          participantId: { type: 'string' },
          eventId: { type: 'string' },
          projectName: { type: 'string' },
          projectDomain: { type: 'string' },
          dateFormat: { type: 'string' },
          firstName: { type: 'string' },
          lastName: { type: 'string' },
          status: { type: 'string' },
          onWaitingList: { type: 'boolean' },
          createdOn: { type: ['string', 'null'], format: 'date-time' },
          totalSum: { type: 'integer', description: 'Integer grosze' },
          leftToPay: { type: 'integer', description: 'Integer grosze' },
        },
      },
    },
  },
} as const;
