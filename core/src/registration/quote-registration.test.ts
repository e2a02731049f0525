import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import type { FormDefinition } from '../forms/index.js';
import type { InstallmentsDefinition } from '../installments/index.js';
import type { PaymentRule } from '../pricing/index.js';
import type { PublicProduct } from './public-form.js';
import { quoteRegistration } from './quote-registration.js';
import type { RegistrationQuoteInput } from './quote-types.js';

const NOW = new Date('2025-06-15T10:00:00Z');
const ids = (index: number) => `${'i'.repeat(25)}${index}`;

function product(productId: string, price: number, extra: Partial<PublicProduct> = {}): PublicProduct {
  return {
    productId,
    name: `Produkt ${productId}`,
    enabled: true,
    price,
    inventory: null,
    maxCount: null,
    durationMinutes: null,
    visibilityRule: null,
    available: true,
    ...extra,
  };
}

const definition: FormDefinition = [
  { field_name: 'first_name', element: 'FirstName', plugin: 'FirstName', label: 'Imię' },
  { field_name: 'product', element: 'Product', plugin: 'Product', label: 'Produkt', productIds: [] },
  {
    field_name: 'extras',
    element: 'Checkboxes',
    label: 'Dodatki',
    hasPrice: true,
    options: [
      { value: 'lunch', label: 'Obiad', price: 3_000 },
      { value: 'tshirt', label: 'Koszulka', price: 4_550 },
      { value: 'free', label: 'Naklejka' },
    ],
  },
  {
    field_name: 'room',
    element: 'RadioButtons',
    label: 'Pokój',
    hasPrice: true,
    options: [
      { value: 'single', price: 20_000 },
      { value: 'double', price: 12_000 },
    ],
  },
  {
    field_name: 'nights',
    element: 'Multiplier',
    label: 'Noclegi',
    hasPrice: true,
    options: [{ value: 'night', price: 15_000 }],
  },
  { field_name: 'student', element: 'Toggle', label: 'Student' },
  { field_name: 'installments_select', element: 'InstallmentsSelect', label: 'Raty' },
];

const products = [product('p1', 10_000), product('p2', 2_550)];
const rules: PaymentRule[] = [
  { id: 'fee', name: 'Opłata', amount: 5_000 },
  {
    id: 'student',
    name: 'Zniżka studencka',
    amount: -8_000,
    rule: { type: 'group', children1: [{ type: 'rule', properties: { field: 'student' } }] },
    jsonRule: { '==': [{ var: 'student' }, true] },
  },
];

function quote(data: Record<string, unknown>, extra: Partial<RegistrationQuoteInput> = {}) {
  return quoteRegistration(
    { definition, products, paymentRules: [], data, now: NOW, ...extra },
    { installmentIdFor: ids },
  );
}

describe('quoteRegistration — products (second document §3 Product: "price (money)")', () => {
  it.each([
    ['no product chosen', {}, 0],
    ['one product id', { product: 'p1' }, 10_000],
    ['a list, one piece each', { product: ['p1', 'p2'] }, 12_550],
    ['{productId: count}', { product: { p1: 2, p2: 3 } }, 27_650],
  ])('%s → %d gr', (_name, data, total) => {
    expect(quote(data).total).toBe(total);
  });

  it('lists each product with its unit price, count and amount', () => {
    expect(quote({ product: { p2: 3 } }).products).toEqual([
      { productId: 'p2', name: 'Produkt p2', count: 3, unitPrice: 2_550, amount: 7_650 },
    ]);
  });

  it('a product the project does not have is refused', () => {
    expect(() => quote({ product: 'ghost' })).toThrow(new ValidationError('Nie ma produktu „ghost”'));
  });
});

describe('quoteRegistration — priced field options (contract 1: "options: [{value, label, price? (grosze)}]")', () => {
  it.each([
    ['Checkboxes sum each chosen option', { extras: ['lunch', 'tshirt'] }, 7_550],
    ['an option without a price costs nothing', { extras: ['free'] }, 0],
    ['one choice costs its option', { room: 'double' }, 12_000],
    ['Multiplier × option price', { nights: 3 }, 45_000],
    ['Multiplier from text "numeric values coerced"', { nights: '2' }, 30_000],
    ['Multiplier not numeric → 0', { nights: 'abc' }, 0],
  ])('%s', (_name, data, total) => {
    expect(quote(data).total).toBe(total);
  });

  it('reports one line per priced field with an amount', () => {
    expect(quote({ extras: ['lunch'], room: 'single', nights: 0 }).fields).toEqual([
      { field_name: 'extras', label: 'Dodatki', amount: 3_000 },
      { field_name: 'room', label: 'Pokój', amount: 20_000 },
    ]);
  });

  it('a field with hasPrice false is not priced', () => {
    const unpriced = definition.map((field) =>
      field.field_name === 'room' ? { ...field, hasPrice: false } : field,
    );
    expect(quote({ room: 'single' }, { definition: unpriced }).total).toBe(0);
  });
});

describe('quoteRegistration — payment rules (second document §3 "Rule result: amount, rebate, percent, details")', () => {
  it("\"Toggle values are coerced to boolean when 1 or 'true'\": the student rebate applies to 'true' and 1", () => {
    for (const student of [true, 'true', 1]) {
      expect(quote({ product: 'p1', student }, { paymentRules: rules }).total).toBe(7_000);
    }
    expect(quote({ product: 'p1', student: 'false' }, { paymentRules: rules }).total).toBe(15_000);
  });

  it('"Rule percent applies to the total": a -10 % rule takes 10 % of products + fields + fixed rules', () => {
    const percent: PaymentRule[] = [...rules, { id: 'early', name: 'Wcześniej', percent: -10 }];
    const q = quote({ product: 'p1', room: 'double' }, { paymentRules: percent });
    // 10 000 + 12 000 + 5 000 = 27 000; −10 % = −2 700.
    expect(q.total).toBe(24_300);
    expect(q.rules).toMatchObject({ amount: 2_300, rebate: 2_700, percent: -10 });
    expect(q.rules.details.map((detail) => detail.amount)).toEqual([5_000, -2_700]);
  });

  it('the total is never below zero', () => {
    const q = quote({ student: true }, { paymentRules: rules });
    expect([q.total, q.vat, q.grossTotal]).toEqual([0, 0, 0]);
    expect(q.installments.map((i) => i.amount)).toEqual([0]);
  });
});

describe('quoteRegistration — VAT (first document §5 "VAT rates: 23, 22, 8, 7, 5, 3, 0, zw, np, oo")', () => {
  it.each([
    [null, 0],
    ['23', 2_300],
    [8, 800],
    ['zw', 0],
  ])('rate %s on 100 zł net → VAT %d gr', (vatRate, vat) => {
    const q = quote({ product: 'p1' }, { vatRate });
    expect(q).toMatchObject({ total: 10_000, vat, grossTotal: 10_000 + vat });
  });
});

describe('quoteRegistration — a product\'s own VAT rate (issue 14: "A product gets a VAT rate")', () => {
  const book = product('book', 10_000, { vatRate: '5' });
  const withBook = [...products, book];
  const rebate: PaymentRule[] = [{ id: 'r', name: 'Rabat', amount: -2_000 }];

  it("a product at 5 % and the rest at the project's 23 %: VAT per rate, the total VAT their sum", () => {
    const q = quote({ product: 'book', room: 'double' }, { products: withBook, vatRate: '23' });
    expect(q.products[0]).toMatchObject({ productId: 'book', vatRate: '5' });
    expect(q.vatByRate).toEqual([
      { rate: '5', net: 10_000, vat: 500, gross: 10_500 },
      { rate: '23', net: 12_000, vat: 2_760, gross: 14_760 },
    ]);
    expect(q).toMatchObject({ total: 22_000, vat: 3_260, grossTotal: 25_260 });
  });

  it('a rebate lowers every rate in proportion, the nets still add up to the total to the grosz', () => {
    // Base 100 zł at 5 % and 80 zł at 23 %; -20 zł spreads 1 111,11 : 888,89 gr → 1 111 and 889.
    const q = quote(
      { product: 'book', extras: ['lunch', 'tshirt'], nights: 0 },
      {
        products: withBook,
        vatRate: '23',
        paymentRules: rebate,
        definition: definition.map((f) =>
          f.field_name === 'extras'
            ? {
                ...f,
                options: [
                  { value: 'lunch', label: 'Obiad', price: 3_000 },
                  { value: 'tshirt', label: 'Koszulka', price: 5_000 },
                ],
              }
            : f,
        ),
      },
    );
    expect(q.total).toBe(16_000);
    expect(q.vatByRate).toEqual([
      { rate: '5', net: 8_889, vat: 444, gross: 9_333 },
      { rate: '23', net: 7_111, vat: 1_636, gross: 8_747 },
    ]);
    expect(q.vat).toBe(2_080);
  });

  it('with mixed rates the installments share the total VAT exactly; one rate keeps VAT per installment', () => {
    const installments = { enabled: true, configurations: [constantNumber('three', 3)] };
    const mixed = quote(
      { product: 'book', room: 'double' },
      { products: withBook, vatRate: '23', installments },
    );
    expect(mixed.installments.map((i) => i.amount)).toEqual([7_333, 7_333, 7_334]);
    expect(mixed.installments.reduce((sum, i) => sum + i.vat, 0)).toBe(mixed.vat);
    for (const i of mixed.installments) expect(i.grossAmount).toBe(i.amount + i.vat);
    const single = quote({ product: 'p1' }, { vatRate: '23', installments });
    expect(single.installments.map((i) => i.vat)).toEqual([767, 767, 767]);
  });

  it("a project without VAT charges none, whatever the product's own rate", () => {
    const q = quote({ product: 'book' }, { products: withBook, vatRate: null });
    expect(q).toMatchObject({ total: 10_000, vat: 0, grossTotal: 10_000, vatByRate: [] });
  });

  it("a product without its own rate is at the project's; a total cut to zero leaves no rate line", () => {
    expect(quote({ product: 'p1' }, { vatRate: '8' }).vatByRate).toEqual([
      { rate: '8', net: 10_000, vat: 800, gross: 10_800 },
    ]);
    const free = quote(
      { product: 'book' },
      { products: withBook, vatRate: '23', paymentRules: [{ id: 'x', name: 'Gratis', amount: -50_000 }] },
    );
    expect(free).toMatchObject({ total: 0, vat: 0, vatByRate: [] });
  });
});

function constantNumber(definitionId: string, count: number): InstallmentsDefinition {
  return {
    name: `${count} raty`,
    definitionId,
    type: 'constantNumber',
    count,
    multiplier: 1,
    calculationType: 'totalAmount',
    constantNumber: { frequency: 'monthly', every: 1, count },
  };
}

describe('quoteRegistration — installments (second document §4 "Installment calculation")', () => {
  const installments = {
    enabled: true,
    configurations: [constantNumber('two', 2), constantNumber('three', 3)],
  };

  it('without installments: one immediate installment of the whole total ("Default empty installments definition … immediate")', () => {
    const q = quote({ product: 'p1' }, { vatRate: '23' });
    expect(q.installmentsDefinitionId).toBeNull();
    expect(q.installments).toEqual([
      { installmentId: ids(0), date: expect.any(Date), amount: 10_000, vat: 2_300, grossAmount: 12_300 },
    ]);
  });

  it('the installments_select value chooses the definition', () => {
    const q = quote({ product: 'p1', installments_select: 'three' }, { installments });
    expect(q.installmentsDefinitionId).toBe('three');
    // "TotalAmount divides equally to 2 decimals and the last installment takes the rest".
    expect(q.installments.map((i) => i.amount)).toEqual([3_333, 3_333, 3_334]);
    expect(q.installments.map((i) => i.installmentId)).toEqual([ids(0), ids(1), ids(2)]);
  });

  it('without a choice the first configuration applies when installments are enabled', () => {
    expect(quote({ product: 'p1' }, { installments }).installmentsDefinitionId).toBe('two');
  });

  it('installments switched off: one payment whatever was chosen', () => {
    const q = quote(
      { product: 'p1', installments_select: 'three' },
      { installments: { ...installments, enabled: false } },
    );
    expect(q.installments).toHaveLength(1);
  });

  it('an unknown plan is refused', () => {
    expect(() => quote({ installments_select: 'nope' }, { installments })).toThrow(ValidationError);
  });

  it('installment ids are 26 lowercase characters by default (first document §9 "installment ids 26 lowercase")', () => {
    const q = quoteRegistration({
      definition,
      products,
      paymentRules: [],
      data: { product: 'p1' },
      now: NOW,
    });
    expect(q.installments[0]?.installmentId).toMatch(/^[a-z0-9]{26}$/);
  });
});
