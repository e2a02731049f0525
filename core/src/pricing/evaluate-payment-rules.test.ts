import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  DEFAULT_PAYMENT_RULE_CATEGORY,
  evaluatePaymentRules,
  validatePaymentRules,
} from './evaluate-payment-rules.js';
import type { PaymentRule, PricingRuleTreeNode } from './pricing-types.js';

const NOW = new Date('2025-06-15T10:00:00Z');
const onField = (field: string): PricingRuleTreeNode => ({
  type: 'group',
  children1: [{ type: 'rule', properties: { field } }],
});
const when = (field: string, jsonRule: unknown) => ({ rule: onField(field), jsonRule });
const isVip = when('ticket_type', { '==': [{ var: 'ticket_type' }, 'vip'] });
const isStudent = when('student', { '==': [{ var: 'student' }, true] });

function price(rules: PaymentRule[], formData: Record<string, unknown> = {}) {
  return evaluatePaymentRules(rules, formData, { now: NOW });
}

describe('evaluatePaymentRules: fixed amounts of matching rules (amounts in integer grosze)', () => {
  it('an empty rule always applies; a rule applies when its jsonRule is truthy', () => {
    const rules: PaymentRule[] = [
      { id: 'base', name: 'Bilet', amount: 35_000 },
      { id: 'vip', name: 'VIP', amount: 20_000, ...isVip },
    ];
    expect(price(rules, { ticket_type: 'vip' })).toEqual({
      amount: 55_000,
      rebate: 0,
      percent: 0,
      details: [
        { id: 'base', category: 'Cennik', name: 'Bilet', amount: 35_000, percent: 0 },
        { id: 'vip', category: 'Cennik', name: 'VIP', amount: 20_000, percent: 0 },
      ],
    });
    expect(price(rules, { ticket_type: 'standard' }).amount).toBe(35_000);
  });

  it("category defaults to 'Cennik' when missing or blank; id and name may be missing", () => {
    const result = price([
      { amount: 100 },
      { category: '  ', amount: 1 },
      { category: 'Noclegi', amount: 2 },
    ]);
    expect(DEFAULT_PAYMENT_RULE_CATEGORY).toBe('Cennik');
    expect(result.details.map((d) => [d.id, d.category, d.name])).toEqual([
      [undefined, 'Cennik', ''],
      [undefined, 'Cennik', ''],
      [undefined, 'Noclegi', ''],
    ]);
  });

  it('no rules, or no matching rules, cost 0', () => {
    expect(price([])).toEqual({ amount: 0, rebate: 0, percent: 0, details: [] });
    expect(price([{ amount: 5, ...isVip }])).toEqual({ amount: 0, rebate: 0, percent: 0, details: [] });
  });

  it('a matching rule with no amount and no percent is listed with 0', () => {
    expect(price([{ name: 'Bezpłatne', amount: null, percent: null }]).details).toEqual([
      { id: undefined, category: 'Cennik', name: 'Bezpłatne', amount: 0, percent: 0 },
    ]);
  });

  it('json-logic truthiness decides: an empty list does not match, a non-empty text does', () => {
    const rules: PaymentRule[] = [
      { amount: 1, ...when('workshop', { var: 'workshop' }) },
      { amount: 10, ...when('company_name', { var: 'company_name' }) },
    ];
    expect(price(rules, { workshop: [], company_name: 'ACME' }).amount).toBe(10);
    expect(price(rules, { workshop: ['a'], company_name: '' }).amount).toBe(1);
  });

  it('with a definition, toggles stored as 1 or "true" match `== true`', () => {
    const rules: PaymentRule[] = [{ amount: 8_000, ...when('dinner', { '==': [{ var: 'dinner' }, true] }) }];
    const definition = [{ field_name: 'dinner', element: 'Toggle' }];
    const options = { now: NOW, definition };
    expect(evaluatePaymentRules(rules, { dinner: 'true' }, options).amount).toBe(8_000);
    expect(evaluatePaymentRules(rules, { dinner: 1 }, options).amount).toBe(8_000);
    expect(evaluatePaymentRules(rules, { dinner: 'false' }, options).amount).toBe(0);
    expect(evaluatePaymentRules(rules, { dinner: 'true' }, { now: NOW }).amount).toBe(0);
  });

  it('an age rule counts to the day of `now`', () => {
    const rules: PaymentRule[] = [
      { amount: 10_000 },
      {
        name: 'Dziecko',
        percent: -50,
        ...when('birth_date', { '<': [{ age: [{ var: 'birth_date' }] }, 12] }),
      },
    ];
    const options = (now: string) => ({ now: new Date(now) });
    expect(
      evaluatePaymentRules(rules, { birth_date: '2013-06-16' }, options('2025-06-15T12:00:00Z')).amount,
    ).toBe(5_000);
    expect(
      evaluatePaymentRules(rules, { birth_date: '2013-06-16' }, options('2025-06-16T12:00:00Z')).amount,
    ).toBe(10_000);
    expect(evaluatePaymentRules(rules, {}, options('2025-06-16T12:00:00Z')).amount).toBe(10_000);
  });
});

describe('rebates: negative amounts', () => {
  it('are subtracted from the total and reported, as a positive number, in `rebate`', () => {
    const rules: PaymentRule[] = [
      { name: 'Bilet', amount: 35_000 },
      { category: 'Rabaty', name: 'Student', amount: -5_000, ...isStudent },
      { category: 'Rabaty', name: 'Grupa', amount: -1_000 },
    ];
    const result = price(rules, { student: true });
    expect(result.amount).toBe(29_000);
    expect(result.rebate).toBe(6_000);
    expect(result.details.map((d) => d.amount)).toEqual([35_000, -5_000, -1_000]);
  });

  it('the total is not floored at zero', () => {
    expect(price([{ amount: 1_000 }, { amount: -3_000 }])).toMatchObject({ amount: -2_000, rebate: 3_000 });
  });
});

describe("percent rules: 'Rule percent applies to the total'", () => {
  it('apply to the total of the matched fixed amounts, rebates included', () => {
    const rules: PaymentRule[] = [
      { name: 'Bilet', amount: 40_000 },
      { name: 'Student', amount: -10_000, ...isStudent },
      { name: 'Opłata serwisowa', percent: 10 },
    ];
    const result = price(rules, { student: true });
    expect(result.details[2]).toEqual({
      id: undefined,
      category: 'Cennik',
      name: 'Opłata serwisowa',
      amount: 3_000,
      percent: 10,
    });
    expect(result).toMatchObject({ amount: 33_000, rebate: 10_000, percent: 10 });
  });

  it('all take the same base (they do not compound) whatever their order, even when listed first', () => {
    const rules: PaymentRule[] = [
      { name: 'Wczesna rejestracja', percent: -10 },
      { name: 'Bilet', amount: 20_000 },
      { name: 'Opłata', percent: 5 },
    ];
    const result = price(rules);
    expect(result.details.map((d) => [d.name, d.amount, d.percent])).toEqual([
      ['Wczesna rejestracja', -2_000, -10],
      ['Bilet', 20_000, 0],
      ['Opłata', 1_000, 5],
    ]);
    expect(result).toMatchObject({ amount: 19_000, rebate: 2_000, percent: -5 });
  });

  it.each<[number, number | string, number]>([
    [1_005, 10, 101], // 100,5 gr → 101 gr (half-up)
    [1_004, 10, 100], // 100,4 gr → 100 gr
    [1_005, -10, -101], // ties away from zero for rebates too
    [1_015, -10, -102], // -101,5 gr → -102 gr
    [-1_005, 10, -101], // a negative base gives a negative share
    [10_000, '8,5', 850],
    [10_000, '12.25', 1_225],
    [999, 33.3333, 333], // 332,99966... gr
    [1, 50, 1], // 0,5 gr → 1 gr
    [1, 49.999, 0],
    [0, 25, 0],
    [12_345, 100, 12_345],
    [12_345, -100, -12_345],
  ])('base %i gr × %s %% → %i gr, rounded half-up to the grosz', (base, percent, share) => {
    const result = price([{ amount: base }, { percent }]);
    expect(result.details[1]?.amount).toBe(share);
    expect(result.amount).toBe(base + share);
  });

  it('sums percents exactly: 0.1 + 0.2 → 0.3', () => {
    expect(price([{ amount: 100 }, { percent: 0.1 }, { percent: 0.2 }]).percent).toBe(0.3);
  });

  it('a percent of 0 (or "0,0") makes a fixed-amount rule', () => {
    expect(
      price([
        { amount: 500, percent: 0 },
        { amount: 1, percent: '0,0' },
      ]).details.map((d) => d.percent),
    ).toEqual([0, 0]);
  });

  it('only matched percent rules apply', () => {
    const rules: PaymentRule[] = [{ amount: 10_000 }, { percent: -20, ...isStudent }];
    expect(price(rules, { student: false })).toMatchObject({ amount: 10_000, percent: 0 });
    expect(price(rules, { student: true })).toMatchObject({ amount: 8_000, percent: -20, rebate: 2_000 });
  });
});

describe('money operations in rules: prices given as money strings are exact', () => {
  it("'120,50' × 3 nights ≥ '300 zł' is decided without floats", () => {
    const rules: PaymentRule[] = [
      {
        amount: 2_500,
        ...when('nights', { 'money>=': [{ 'money*': [{ var: 'nights' }, '120,50'] }, '361,50 zł'] }),
      },
    ];
    expect(price(rules, { nights: '3' }).amount).toBe(2_500);
    expect(price(rules, { nights: '2' }).amount).toBe(0);
  });
});

describe('rejected input', () => {
  it('lists every problem of a rule set at once, naming the rules', () => {
    const rules = [
      { name: 'Bilet', amount: 12.5 },
      { name: 'Zaliczka', amount: '12,50' },
      { name: 'Mix', amount: 100, percent: 10 },
      { name: 'Procent', percent: 'dziesięć' },
      { name: 'Bez JSON', rule: onField('x') },
      { name: 'Zły JSON', ...when('x', { method: [{ var: 'x' }, 'valueOf'] }) },
      { name: 'Złe drzewo', rule: 'x' },
      null,
      { amount: Number.NaN },
    ] as unknown as PaymentRule[];
    const problems = [
      'Reguła „Bilet”: pole amount musi być całkowitą liczbą groszy, a jest 12.5',
      'Reguła „Zaliczka”: pole amount musi być kwotą w groszach (liczbą całkowitą)',
      'Reguła „Mix”: reguła nie może mieć jednocześnie kwoty i procentu',
      'Reguła „Procent”: procent musi być liczbą, np. 10 albo 8,5',
      'Reguła „Bez JSON”: warunek reguły nie ma postaci JSON (jsonRule)',
      'Reguła „Zły JSON”: Operator „method” jest niedozwolony w regułach płatności',
      'Reguła „Złe drzewo”: Węzeł drzewa reguły musi być obiektem',
      'Reguła nr 8: musi być obiektem',
      'Reguła nr 9: pole amount musi być kwotą w groszach (liczbą całkowitą)',
    ];
    expect(validatePaymentRules(rules)).toEqual(problems);
    expect(() => price(rules)).toThrow(new ValidationError(problems));
  });

  it.each([Number.POSITIVE_INFINITY, Number.NaN, true])('rejects the percent %s', (percent) => {
    expect(validatePaymentRules([{ percent } as never])).toEqual([
      'Reguła nr 1: procent musi być liczbą, np. 10 albo 8,5',
    ]);
  });

  it('rejects rules that are not a list', () => {
    expect(() => price({} as never)).toThrow(new ValidationError('Reguły płatności muszą być listą'));
    expect(validatePaymentRules('x' as never)).toEqual(['Reguły płatności muszą być listą']);
  });

  it.each([undefined, new Date(Number.NaN), '2025-06-15', 0])('rejects `now` = %s', (now) => {
    expect(() => evaluatePaymentRules([], {}, { now } as never)).toThrow(
      new ValidationError('Data obliczenia (now) musi być poprawną datą'),
    );
  });

  it('rejects missing options', () => {
    expect(() => evaluatePaymentRules([], {}, undefined as never)).toThrow(
      'Data obliczenia (now) musi być poprawną datą',
    );
  });

  it('rejects form data that is not a map', () => {
    expect(() => price([], null as never)).toThrow(
      'Dane formularza muszą być obiektem (nazwa pola → wartość)',
    );
  });

  it('names the rule when evaluation fails on the form data', () => {
    const rules: PaymentRule[] = [
      { name: 'Kwota', amount: 1, ...when('x', { 'money>': [{ var: 'x' }, 10] }) },
    ];
    expect(() => price(rules, { x: 'dużo' })).toThrow(
      new ValidationError('Reguła „Kwota”: Nieprawidłowa kwota „dużo”; oczekiwano np. 1 234,56 zł'),
    );
  });

  it('turns an error of json-logic itself into a ValidationError naming the rule', () => {
    const rules: PaymentRule[] = [{ amount: 1, ...when('x', { missing_some: [1, { var: 'nothing' }] }) }];
    expect(() => price(rules)).toThrow(ValidationError);
    expect(() => price(rules)).toThrow(/^Reguła nr 1: /);
  });

  it('rejects a total beyond the safe integer range', () => {
    const huge = Number.MAX_SAFE_INTEGER;
    expect(() => price([{ amount: huge }, { amount: 1 }])).toThrow(
      'Suma reguł płatności przekracza największą obsługiwaną kwotę',
    );
    expect(() => price([{ amount: huge }, { percent: 10 }])).toThrow(
      'Suma reguł płatności przekracza największą obsługiwaną kwotę',
    );
  });

  it('validates a rule set once, by identity, and reuses it', () => {
    const rules: PaymentRule[] = [{ amount: 100, ...isVip }];
    expect(validatePaymentRules(rules)).toEqual([]);
    expect(price(rules, { ticket_type: 'vip' }).amount).toBe(100);
    expect(price(rules, { ticket_type: 'vip' }).amount).toBe(100);
  });

  it('rethrows what is not a ValidationError from validatePaymentRules', () => {
    const rules = [
      {
        get amount(): number {
          throw new RangeError('boom');
        },
      },
    ];
    expect(() => validatePaymentRules(rules)).toThrow(RangeError);
  });
});

describe('laws', () => {
  const fixed = fc.record({ amount: fc.integer({ min: -1_000_000, max: 1_000_000 }) });
  const percentRule = fc.record({ percent: fc.integer({ min: -10_000, max: 10_000 }).map((p) => p / 100) });
  const ruleSet = fc.array(fc.oneof(fixed, percentRule), { maxLength: 12 });

  it('the details add up to the amount exactly; rebate is the sum of the negative details', () => {
    fc.assert(
      fc.property(ruleSet, (rules) => {
        const result = price(rules as PaymentRule[]);
        expect(result.details.reduce((sum, d) => sum + d.amount, 0)).toBe(result.amount);
        expect(result.rebate).toBe(result.details.reduce((sum, d) => sum + Math.max(0, -d.amount), 0));
        expect(Number.isSafeInteger(result.amount)).toBe(true);
      }),
    );
  });

  it('the order of the rules does not change the amount', () => {
    fc.assert(
      fc.property(ruleSet, fc.integer(), (rules, seed) => {
        const shuffled = [...rules].sort(
          (a, b) => ((JSON.stringify(a).length * seed) % 7) - ((JSON.stringify(b).length * seed) % 7),
        );
        expect(price(shuffled as PaymentRule[]).amount).toBe(price(rules as PaymentRule[]).amount);
      }),
    );
  });

  it('without percent rules the amount is the sum of the matched amounts', () => {
    fc.assert(
      fc.property(fc.array(fixed, { maxLength: 12 }), (rules) => {
        expect(price(rules).amount).toBe(rules.reduce((sum, r) => sum + r.amount, 0));
      }),
    );
  });
});
