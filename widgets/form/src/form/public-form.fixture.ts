// A published registration form as `GET /forms/public/{domain}` answers it (test-only).
import type { FormCell, FormFieldDefinition, PublicForm } from '@zapisy/core';

const cell = (
  id: string,
  plugin: string,
  data: Record<string, unknown>,
  size = 12,
  rows?: FormCell['rows'],
): FormCell => ({
  id,
  size,
  plugin: { id: plugin, version: 1 },
  dataI18n: { default: data },
  ...(rows ? { rows } : {}),
});

const field = (cellId: string, plugin: string, data: Record<string, unknown>): FormFieldDefinition =>
  ({ ...data, plugin, element: plugin, cellId }) as FormFieldDefinition;

const FIRST = { field_name: 'first_name', label: 'Imię', required: true };
const LAST = { field_name: 'last_name', label: 'Nazwisko', required: true };
const EMAIL = {
  field_name: 'email_main',
  label: 'E-mail',
  required: true,
  description: 'Wyślemy tu potwierdzenie.',
};
const TRANSPORT = { field_name: 'needs_transport', label: 'Potrzebuję transportu', required: false };
const CITY = {
  field_name: 'pickup_city',
  label: 'Miejsce odbioru',
  required: true,
  jsonRule: { logic: { '==': [{ var: 'needs_transport' }, true] } },
};
const NOTES = { field_name: 'notes', label: 'Uwagi', required: false, rows: 3 };
const PRODUCT = { field_name: 'product', label: 'Pakiet', required: false, productIds: [], multiple: false };

export const FORM_ROWS = [
  {
    id: 'r1',
    cells: [
      cell('c-cols', 'TwoColumnRow', {}, 12, [
        { id: 'col1', cells: [cell('c-first', 'FirstName', FIRST)] },
        { id: 'col2', cells: [cell('c-last', 'LastName', LAST)] },
      ]),
    ],
  },
  {
    id: 'r2',
    cells: [
      cell('c-email', 'MainEmail', EMAIL, 8),
      cell(
        'c-info',
        'RichText',
        { html: '<p>Regulamin <strong>obowiązuje</strong><script>alert(1)</script></p>' },
        4,
      ),
    ],
  },
  { id: 'r3', cells: [cell('c-transport', 'Toggle', TRANSPORT, 6), cell('c-city', 'TextInput', CITY, 6)] },
  {
    id: 'r4',
    cells: [
      cell('c-more', 'CollapsibleRow', { title: 'Dodatkowe informacje', collapsed: true }, 12, [
        { id: 'r4a', cells: [cell('c-notes', 'TextArea', NOTES)] },
      ]),
    ],
  },
  { id: 'r5', cells: [cell('c-product', 'Product', PRODUCT)] },
];

export const DEFINITION: FormFieldDefinition[] = [
  field('c-first', 'FirstName', FIRST),
  field('c-last', 'LastName', LAST),
  field('c-email', 'MainEmail', EMAIL),
  field('c-transport', 'Toggle', TRANSPORT),
  field('c-city', 'TextInput', CITY),
  field('c-notes', 'TextArea', NOTES),
  field('c-product', 'Product', PRODUCT),
];

export const PUBLIC_FORM: PublicForm = {
  project: {
    eventId: 'ev1',
    organizationId: 'org1',
    name: 'Obóz letni 2026',
    domainName: 'oboz',
    translationType: 'event',
  },
  type: 'registration',
  form: { isSurvey: false, definition: DEFINITION, data: { id: 'f1', version: 1, rows: FORM_ROWS } },
  products: [
    {
      productId: 'tshirt',
      name: 'Koszulka',
      enabled: true,
      price: 5_000,
      inventory: 3,
      maxCount: 2,
      durationMinutes: null,
      visibilityRule: null,
      available: true,
    },
    {
      productId: 'sold-out',
      name: 'Kubek',
      enabled: true,
      price: 2_000,
      inventory: 0,
      maxCount: null,
      durationMinutes: null,
      visibilityRule: null,
      available: false,
    },
  ],
  paymentRules: [
    { id: 'base', category: 'Cennik', name: 'Opłata podstawowa', amount: 100_000 },
    {
      id: 'bus',
      category: 'Cennik',
      name: 'Transport',
      amount: 20_000,
      rule: { type: 'group', children1: [{ type: 'rule', properties: { field: 'needs_transport' } }] },
      jsonRule: { '==': [{ var: 'needs_transport' }, true] },
    },
  ],
  installments: { enabled: false, configurations: [] },
  vatRate: null,
  payments: { enabled: false, online: false, cash: false },
  availability: { open: true, waitingList: false, placesLeft: null, message: null },
  preview: false,
};

/** The project's strings (`GET /strings/domain/oboz`) with completion texts. */
export const FORM_STRINGS = {
  translationType: 'event',
  label: 'Wydarzenie',
  nouns: { participant: { nominative: 'uczestnik', accusative: 'uczestnika', gender: 'm' } },
  messages: {
    completedTitle: 'Dziękujemy za zgłoszenie!',
    completedBody: 'Twoje zgłoszenie zostało przyjęte.',
    completedButton: 'Wróć na stronę wydarzenia',
    completedTransferTitle: 'Zgłoszenie przyjęte — zapłać przelewem',
    registrationClosed: 'Zapisy na to wydarzenie są zamknięte.',
  },
};
