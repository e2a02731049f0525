// Throughput of payment-rule pricing (core/src/pricing) on the built package: forms of 15 fields priced by
// 10 realistic rules each (field conditions, an age rule, a date rule, money arithmetic, percent rules).
// Build first: `npx tsc -b core`. Run alone: `node core/bench/pricing.mjs`.
import { evaluatePaymentRules } from '../dist/pricing/index.js';
import { operationsPerSecond } from './measure.mjs';

const oneField = (field) => ({ type: 'group', children1: [{ type: 'rule', properties: { field } }] });

/** @type {import('../dist/pricing/index.js').PaymentRule[]} */
const rules = [
  { id: 'base', name: 'Bilet podstawowy', amount: 35_000 },
  {
    id: 'vip',
    name: 'Bilet VIP',
    amount: 20_000,
    rule: oneField('ticket_type'),
    jsonRule: { '==': [{ var: 'ticket_type' }, 'vip'] },
  },
  {
    id: 'hotel',
    name: 'Nocleg',
    amount: 15_000,
    rule: oneField('nights'),
    jsonRule: { '>': [{ var: 'nights' }, 0] },
  },
  {
    id: 'dinner',
    name: 'Kolacja',
    amount: 8_000,
    rule: oneField('dinner'),
    jsonRule: { '==': [{ var: 'dinner' }, true] },
  },
  {
    id: 'student',
    category: 'Rabaty',
    name: 'Zniżka studencka',
    amount: -5_000,
    rule: oneField('student'),
    jsonRule: {
      and: [{ '==': [{ var: 'student' }, true] }, { '<': [{ age: [{ var: 'birth_date' }] }, 26] }],
    },
  },
  {
    id: 'child',
    category: 'Rabaty',
    name: 'Dziecko do 12 lat',
    percent: -50,
    rule: oneField('birth_date'),
    jsonRule: { '<': [{ age: [{ var: 'birth_date' }] }, 12] },
  },
  {
    id: 'early',
    category: 'Rabaty',
    name: 'Wczesna rejestracja',
    percent: '-10',
    rule: oneField('arrival_date'),
    jsonRule: { 'date<': [{ var: 'arrival_date' }, '2025-06-01'] },
  },
  {
    id: 'workshop',
    name: 'Warsztat A',
    amount: 12_000,
    rule: oneField('workshop'),
    jsonRule: { in: ['warsztat-a', { var: 'workshop' }] },
  },
  {
    id: 'long-stay',
    name: 'Opłata klimatyczna',
    amount: 2_500,
    rule: oneField('nights'),
    jsonRule: { 'money>=': [{ 'money*': [{ var: 'nights' }, '120,50'] }, '300 zł'] },
  },
  {
    id: 'service',
    name: 'Opłata serwisowa',
    percent: 3.5,
    rule: oneField('company_name'),
    jsonRule: { '!!': [{ var: 'company_name' }] },
  },
];

const forms = Array.from({ length: 64 }, (_, i) => ({
  first_name: `Jan${i}`,
  last_name: 'Kowalski',
  email_main: `jan${i}@example.pl`,
  phone_number: '600100200',
  birth_date: `${1960 + (i % 60)}-0${1 + (i % 9)}-1${i % 10}`,
  city: 'Kraków',
  ticket_type: i % 3 === 0 ? 'vip' : 'standard',
  nights: String(i % 4),
  dinner: i % 2 === 0,
  tshirt: 'L',
  workshop: i % 5 === 0 ? ['warsztat-a', 'warsztat-b'] : ['warsztat-b'],
  student: i % 4 === 1,
  company_name: i % 6 === 0 ? 'ACME sp. z o.o.' : '',
  discount_code: '',
  arrival_date: i % 2 === 0 ? '2025-05-20' : '2025-06-20',
}));

const now = new Date('2025-04-01T10:00:00Z');

function priceMany(count) {
  let checksum = 0;
  for (let i = 0; i < count; i++) {
    checksum += evaluatePaymentRules(rules, forms[i & 63], { now }).amount;
  }
  return checksum;
}

export async function run() {
  return [
    {
      label: 'forms priced per second (15 fields and 10 rules each)',
      perSecond: operationsPerSecond(priceMany, { size: 5_000 }),
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { label, perSecond } of await run()) console.log(`${label}: ${Math.round(perSecond)}/s`);
}
