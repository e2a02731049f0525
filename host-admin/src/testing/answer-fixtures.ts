/**
 * Test fixtures for editing a participant's answers: form fields of the kinds that store ids or raw values
 * (a product, an installments plan, an option, a toggle), and the project's products and plans that name them.
 */
import { projectJson } from './render-admin.js';

export const ANSWER_FIELDS = [
  { field_name: 'product', label: 'Pakiet', plugin: 'Product' },
  { field_name: 'installments_select', label: 'Sposób płatności', plugin: 'InstallmentsSelect' },
  {
    field_name: 'workshop',
    label: 'Warsztaty',
    plugin: 'Dropdown',
    options: [
      { value: 'none', label: 'Bez warsztatów' },
      { value: 'photo', label: 'Warsztaty fotograficzne' },
    ],
  },
  { field_name: 'student', label: 'Student', plugin: 'Toggle' },
];

/** The stored answers: ids and raw values the organizer must never see. */
export const RAW_ANSWERS = [
  { name: 'product', value: 'oQHTfvJwyH' },
  { name: 'installments_select', value: 'plan3' },
  { name: 'workshop', value: 'photo' },
  { name: 'student', value: true },
];
export const RAW_TEXTS = ['oQHTfvJwyH', 'plan3', 'photo', 'true'];

/** `GET /products/{eventId}`. */
export const ANSWER_PRODUCTS = [
  { productId: 'oQHTfvJwyH', name: 'Udział w wydarzeniu', enabled: true, price: 35_000 },
  { productId: 'shirt', name: 'Koszulka', enabled: true, price: 5_000 },
];

const plan = (definitionId: string, name: string, count: number) => ({
  name,
  definitionId,
  type: 'constantNumber',
  count,
  multiplier: 1,
  calculationType: 'totalAmount',
});

/** `GET /project/p1` with two installments plans. */
export const PROJECT_WITH_PLANS = {
  ...projectJson,
  payments: {
    ...projectJson.payments,
    installments: {
      ...projectJson.payments.installments,
      configurations: [plan('plan1', 'Płatność jednorazowa', 1), plan('plan3', '3 raty', 3)],
    },
  },
};
