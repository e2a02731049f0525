import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { calculateInstallments, type ParticipantInstallment } from './calculate-installments.js';
import type { InstallmentCalculationType, InstallmentsType } from './installment-kinds.js';
import {
  defaultInstallmentsAdvanceConfig,
  defaultInstallmentsDefinition,
  type InstallmentsDefinition,
} from './installments-definition.js';

const idFor = (index: number) => `inst${String(index).padStart(22, '0')}`;
const at = (iso: string) => new Date(iso);
/** Installment rows as [ISO date, net amount] pairs, easy to compare in tables. */
const rows = (installments: ParticipantInstallment[]) =>
  installments.map((installment) => [installment.date.toISOString(), installment.amount]);

// Polish local midnights as stored in UTC: 15 Jan (CET, UTC+1) and 1 Feb/1 Mar/1 Apr.
const START_15_JAN = at('2024-01-14T23:00:00.000Z');
const FEB_1 = at('2024-01-31T23:00:00.000Z');
const MAR_1 = at('2024-02-29T23:00:00.000Z');
const APR_1 = at('2024-03-31T22:00:00.000Z'); // CEST, UTC+2
const APR_30 = at('2024-04-29T22:00:00.000Z');

function definition(
  type: InstallmentsType,
  calculationType: InstallmentCalculationType,
  overrides: Partial<InstallmentsDefinition> = {},
): InstallmentsDefinition {
  return {
    name: 'Raty',
    definitionId: 'def1',
    type,
    count: 1,
    multiplier: 2,
    calculationType,
    advance: { ...defaultInstallmentsAdvanceConfig(), advanceAmount: 2000, dates: [APR_1, FEB_1, MAR_1] },
    betweenDates: { from: FEB_1, to: APR_30, frequency: 'monthly', every: 1, on: 1 },
    constantNumber: { frequency: 'monthly', every: 1, count: 3 },
    ...overrides,
  };
}

const calculate = (
  def: InstallmentsDefinition,
  amount = 10_000,
  extra: { vatRate?: number | string; multiplier?: number } = {},
) => calculateInstallments(def, { amount, startDate: START_15_JAN, idFor, ...extra });

describe('installment calculation, every type × calculation type (second document §4)', () => {
  const jan15 = '2024-01-15T02:00:00.000Z';
  const feb15 = '2024-02-15T02:00:00.000Z';
  const mar15 = '2024-03-15T02:00:00.000Z';
  const feb1 = '2024-02-01T02:00:00.000Z';
  const mar1 = '2024-03-01T02:00:00.000Z';
  const apr1 = '2024-04-01T01:00:00.000Z';
  const advanceDay = '2024-02-14T02:00:00.000Z'; // start + 30 days
  const cases: [InstallmentsType, InstallmentCalculationType, [string, number][]][] = [
    [
      'constantNumber',
      'totalAmount',
      [
        [jan15, 3333],
        [feb15, 3333],
        [mar15, 3334],
      ],
    ],
    [
      'constantNumber',
      'constantAmountPerInstallment',
      [
        [jan15, 10_000],
        [feb15, 10_000],
        [mar15, 10_000],
      ],
    ],
    [
      'constantNumber',
      'amountTimesMultiplier',
      [
        [jan15, 20_000],
        [feb15, 20_000],
        [mar15, 20_000],
      ],
    ],
    [
      'betweenDates',
      'totalAmount',
      [
        [feb1, 3333],
        ['2024-03-01T02:00:00.000Z', 3333],
        ['2024-04-01T02:00:00.000Z', 3334],
      ],
    ],
    [
      'betweenDates',
      'constantAmountPerInstallment',
      [
        [feb1, 10_000],
        [mar1, 10_000],
        ['2024-04-01T02:00:00.000Z', 10_000],
      ],
    ],
    [
      'betweenDates',
      'amountTimesMultiplier',
      [
        [feb1, 20_000],
        [mar1, 20_000],
        ['2024-04-01T02:00:00.000Z', 20_000],
      ],
    ],
    [
      'constantDate',
      'totalAmount',
      [
        [feb1, 3333],
        [mar1, 3333],
        [apr1, 3334],
      ],
    ],
    [
      'constantDate',
      'constantAmountPerInstallment',
      [
        [feb1, 10_000],
        [mar1, 10_000],
        [apr1, 10_000],
      ],
    ],
    [
      'constantDate',
      'amountTimesMultiplier',
      [
        [feb1, 20_000],
        [mar1, 20_000],
        [apr1, 20_000],
      ],
    ],
    [
      'advance',
      'totalAmount',
      [
        [advanceDay, 2000],
        [mar1, 4000],
        [apr1, 4000],
      ],
    ],
    [
      'advance',
      'constantAmountPerInstallment',
      [
        [advanceDay, 2000],
        [mar1, 9000],
        [apr1, 9000],
      ],
    ],
    [
      'advance',
      'amountTimesMultiplier',
      [
        [advanceDay, 2000],
        [mar1, 19_000],
        [apr1, 19_000],
      ],
    ],
    [
      'advanceBetweenDates',
      'totalAmount',
      [
        [advanceDay, 2000],
        [mar1, 4000],
        ['2024-04-01T02:00:00.000Z', 4000],
      ],
    ],
    [
      'advanceBetweenDates',
      'constantAmountPerInstallment',
      [
        [advanceDay, 2000],
        [mar1, 9000],
        ['2024-04-01T02:00:00.000Z', 9000],
      ],
    ],
    [
      'advanceBetweenDates',
      'amountTimesMultiplier',
      [
        [advanceDay, 2000],
        [mar1, 19_000],
        ['2024-04-01T02:00:00.000Z', 19_000],
      ],
    ],
  ];
  it.each(cases)(
    '%s with %s (100 zł, multiplier 2, advance 20 zł after 30 days)',
    (type, calculationType, expected) => {
      expect(rows(calculate(definition(type, calculationType)))).toEqual(expected);
    },
  );

  it('gives every installment its id from idFor(index), in order', () => {
    const ids = calculate(definition('advance', 'totalAmount')).map(
      (installment) => installment.installmentId,
    );
    expect(ids).toEqual([idFor(0), idFor(1), idFor(2)]);
  });
});

describe('"TotalAmount divides equally to 2 decimals and the last installment takes the rest"', () => {
  const cases: [number, number, number[]][] = [
    [10_000, 3, [3333, 3333, 3334]],
    [20_000, 3, [6666, 6666, 6668]],
    [1, 3, [0, 0, 1]],
    [0, 3, [0, 0, 0]],
    [5, 8, [0, 0, 0, 0, 0, 0, 0, 5]],
    [12_345_678, 12, [...Array(11).fill(1_028_806), 1_028_812]],
  ];
  it.each(cases)('%i grosze in %i installments', (amount, count, expected) => {
    const def = definition('constantNumber', 'totalAmount', {
      constantNumber: { frequency: 'monthly', every: 1, count },
    });
    expect(calculate(def, amount).map((installment) => installment.amount)).toEqual(expected);
  });

  it('property: the shares sum to the amount, none is negative, the last is the largest by less than the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 60 }), (amount, count) => {
        const def = definition('constantNumber', 'totalAmount', {
          constantNumber: { frequency: 'weekly', every: 1, count },
        });
        const amounts = calculate(def, amount).map((installment) => installment.amount);
        expect(amounts).toHaveLength(count);
        expect(amounts.reduce((sum, value) => sum + value, 0)).toBe(amount);
        const last = amounts[count - 1]!;
        for (const share of amounts) {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(last - share).toBeGreaterThanOrEqual(0);
          expect(last - share).toBeLessThan(count);
        }
      }),
    );
  });
});

describe('"An advance with later dates produces an advance installment first; if no later date exists, one installment of the full amount"', () => {
  const advanceDay = '2024-02-14T02:00:00.000Z';
  const advanced = (
    advance: Partial<ReturnType<typeof defaultInstallmentsAdvanceConfig>>,
    type: InstallmentsType = 'advance',
  ) =>
    definition(type, 'totalAmount', {
      advance: { ...defaultInstallmentsAdvanceConfig(), dates: [MAR_1, APR_1], ...advance },
    });
  const cases: [string, InstallmentsDefinition, [string, number][]][] = [
    [
      'amount subtracted from the rest',
      advanced({ advanceAmount: 2000 }),
      [
        [advanceDay, 2000],
        ['2024-03-01T02:00:00.000Z', 4000],
        ['2024-04-01T01:00:00.000Z', 4000],
      ],
    ],
    [
      'amount added on top ("unless it is an addition")',
      advanced({ advanceAmount: 2000, advanceIsAddition: true }),
      [
        [advanceDay, 2000],
        ['2024-03-01T02:00:00.000Z', 5000],
        ['2024-04-01T01:00:00.000Z', 5000],
      ],
    ],
    [
      'percent subtracted',
      advanced({ isPercent: true, advancePercent: 10 }),
      [
        [advanceDay, 1000],
        ['2024-03-01T02:00:00.000Z', 4500],
        ['2024-04-01T01:00:00.000Z', 4500],
      ],
    ],
    [
      'percent added on top',
      advanced({ isPercent: true, advancePercent: 25, advanceIsAddition: true }),
      [
        [advanceDay, 2500],
        ['2024-03-01T02:00:00.000Z', 5000],
        ['2024-04-01T01:00:00.000Z', 5000],
      ],
    ],
    [
      'an odd rest goes to the last installment',
      advanced({ advanceAmount: 1001 }),
      [
        [advanceDay, 1001],
        ['2024-03-01T02:00:00.000Z', 4499],
        ['2024-04-01T01:00:00.000Z', 4500],
      ],
    ],
    [
      'no later date: dates before or on the advance day',
      advanced({ dates: [FEB_1, at('2024-02-13T23:00:00.000Z')] }),
      [[advanceDay, 10_000]],
    ],
    [
      'no later date with an addition: the full amount includes it',
      advanced({ dates: [], advanceAmount: 500, advanceIsAddition: true }),
      [[advanceDay, 10_500]],
    ],
    [
      'a subtracted advance not below the amount: one installment of the full amount',
      advanced({ advanceAmount: 10_000 }),
      [[advanceDay, 10_000]],
    ],
    [
      'advance of 0 days falls on the start day',
      advanced({ advanceDays: 0, advanceAmount: 0 }),
      [
        ['2024-01-15T02:00:00.000Z', 0],
        ['2024-03-01T02:00:00.000Z', 5000],
        ['2024-04-01T01:00:00.000Z', 5000],
      ],
    ],
  ];
  it.each(cases)('%s', (_name, def, expected) => {
    expect(rows(calculate(def))).toEqual(expected);
  });

  it('default advance of 100 zł on 300 zł leaves 200 zł for the later dates', () => {
    expect(rows(calculate(advanced({}), 30_000))).toEqual([
      [advanceDay, 10_000],
      ['2024-03-01T02:00:00.000Z', 10_000],
      ['2024-04-01T01:00:00.000Z', 10_000],
    ]);
  });

  it('a percent advance is rounded half up to whole grosze (12.5 % of 3.33 zł = 0.41625 → 0.42)', () => {
    expect(calculate(advanced({ isPercent: true, advancePercent: 12.5 }), 333).map((i) => i.amount)).toEqual([
      42, 145, 146,
    ]);
  });

  it('the percent is of the amount to pay (amount × multiplier × count)', () => {
    const def = definition('advance', 'amountTimesMultiplier', {
      advance: {
        ...defaultInstallmentsAdvanceConfig(),
        isPercent: true,
        advancePercent: 10,
        dates: [MAR_1, APR_1],
      },
    });
    expect(calculate(def).map((i) => i.amount)).toEqual([4000, 18_000, 18_000]);
  });

  it('advanceBetweenDates keeps only the scheduled dates after the advance day', () => {
    const def = advanced({ advanceAmount: 1000, advanceDays: 45 }, 'advanceBetweenDates');
    expect(rows(calculate(def))).toEqual([
      ['2024-02-29T02:00:00.000Z', 1000],
      ['2024-03-01T02:00:00.000Z', 4500],
      ['2024-04-01T02:00:00.000Z', 4500],
    ]);
  });

  it('property: subtracted advances keep the sum equal to the amount to pay, additions add the advance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.boolean(),
        (amount, advanceAmount, advanceIsAddition) => {
          const amounts = calculate(advanced({ advanceAmount, advanceIsAddition }), amount).map(
            (i) => i.amount,
          );
          const sum = amounts.reduce((total, value) => total + value, 0);
          expect(sum).toBe(advanceIsAddition ? amount + advanceAmount : amount);
          expect(amounts.every((value) => value >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('"Dates are generated from start date plus 3 hours"', () => {
  const single = (startDate: Date) =>
    calculateInstallments(defaultInstallmentsDefinition(), {
      amount: 100,
      startDate,
      idFor,
    })[0]!.date.toISOString();
  const cases: [string, string, string][] = [
    [
      'Polish midnight in winter (23:00 UTC the day before)',
      '2024-01-14T23:00:00.000Z',
      '2024-01-15T02:00:00.000Z',
    ],
    [
      'Polish midnight in summer (22:00 UTC the day before)',
      '2024-07-14T22:00:00.000Z',
      '2024-07-15T01:00:00.000Z',
    ],
    ['UTC midnight stays on its day', '2024-07-15T00:00:00.000Z', '2024-07-15T03:00:00.000Z'],
    ['leap day midnight', '2024-02-28T23:00:00.000Z', '2024-02-29T02:00:00.000Z'],
  ];
  it.each(cases)('%s', (_name, start, expected) => expect(single(at(start))).toBe(expected));

  it('month-end start: 31 Jan monthly gives 29 Feb (leap year), 31 Mar, 30 Apr (date-fns addMonths clamps)', () => {
    const def = definition('constantNumber', 'totalAmount', {
      constantNumber: { frequency: 'monthly', every: 1, count: 4 },
    });
    const dates = (start: string) =>
      calculateInstallments(def, { amount: 400, startDate: at(start), idFor }).map((i) =>
        i.date.toISOString(),
      );
    expect(dates('2024-01-30T23:00:00.000Z')).toEqual([
      '2024-01-31T02:00:00.000Z',
      '2024-02-29T02:00:00.000Z',
      '2024-03-31T02:00:00.000Z',
      '2024-04-30T02:00:00.000Z',
    ]);
    expect(dates('2023-01-30T23:00:00.000Z')[1]).toBe('2023-02-28T02:00:00.000Z');
  });

  describe('does not depend on the time zone the code runs in', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });
    it.each(['Europe/Warsaw', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])('TZ=%s', (zone) => {
      process.env.TZ = zone;
      const def = definition('betweenDates', 'totalAmount', {
        betweenDates: {
          from: at('2024-01-30T23:00:00.000Z'),
          to: at('2024-05-31T22:00:00.000Z'),
          frequency: 'monthly',
          every: 1,
        },
      });
      expect(calculate(def).map((i) => i.date.toISOString())).toEqual([
        '2024-01-31T02:00:00.000Z',
        '2024-02-29T02:00:00.000Z',
        '2024-03-31T02:00:00.000Z',
        '2024-04-30T02:00:00.000Z',
        '2024-05-31T02:00:00.000Z',
      ]);
    });
  });
});

describe('VAT, multiplier and the spec defaults', () => {
  it('VAT per installment is rounded half up and grossAmount = amount + vat', () => {
    const [first, , last] = calculate(definition('constantNumber', 'totalAmount'), 10_000, { vatRate: 23 });
    expect(first).toMatchObject({ amount: 3333, vat: 767, grossAmount: 4100 });
    expect(last).toMatchObject({ amount: 3334, vat: 767, grossAmount: 4101 });
  });

  it.each([
    ['8', 8000, 640],
    [8, 8000, 640],
    ['zw', 8000, 0],
    ['np', 8000, 0],
    [19, 8000, 1840], // "unknown numeric maps to 23"
  ] as const)('VAT rate %s on %i grosze is %i grosze', (vatRate, amount, vat) => {
    const [installment] = calculate(defaultInstallmentsDefinition(), amount, { vatRate });
    expect(installment).toMatchObject({ amount, vat, grossAmount: amount + vat });
  });

  it('without a VAT rate the vat is 0 and gross equals net', () => {
    expect(calculate(defaultInstallmentsDefinition())[0]).toMatchObject({
      amount: 10_000,
      vat: 0,
      grossAmount: 10_000,
    });
  });

  it('the input multiplier replaces the definition multiplier; decimals are exact (1.5 × 3.33 zł = 5.00 zł)', () => {
    const def = definition('constantNumber', 'amountTimesMultiplier', {
      constantNumber: { frequency: 'immediate', every: 1, count: 1 },
    });
    expect(calculate(def, 333, { multiplier: 1.5 })[0]!.amount).toBe(500);
    expect(calculate(def, 333, { multiplier: 0 })[0]!.amount).toBe(0);
    expect(calculate(def, 333)[0]!.amount).toBe(666);
  });

  it('default empty definition (constant number, count 1, multiplier 1, total amount, immediate): one installment of the amount at the start', () => {
    expect(rows(calculate(defaultInstallmentsDefinition('d1')))).toEqual([
      ['2024-01-15T02:00:00.000Z', 10_000],
    ]);
  });

  it('constant dates without any date: one installment of the full amount at the start', () => {
    const def = definition('constantDate', 'constantAmountPerInstallment', {
      advance: { ...defaultInstallmentsAdvanceConfig(), dates: [] },
    });
    expect(rows(calculate(def))).toEqual([['2024-01-15T02:00:00.000Z', 10_000]]);
  });

  it('zero amount gives zero installments', () => {
    expect(calculate(definition('constantNumber', 'totalAmount'), 0).map((i) => i.amount)).toEqual([0, 0, 0]);
  });
});

describe('rejects bad input with a Polish ValidationError', () => {
  const base = { amount: 100, startDate: START_15_JAN, idFor };
  const good = definition('constantNumber', 'totalAmount');
  const cases: [string, () => unknown, string][] = [
    [
      'negative amount',
      () => calculateInstallments(good, { ...base, amount: -1 }),
      'Kwota rat nie może być ujemna.',
    ],
    [
      'float amount',
      () => calculateInstallments(good, { ...base, amount: 10.5 }),
      'Kwota rat musi być całkowitą liczbą groszy.',
    ],
    [
      'NaN amount',
      () => calculateInstallments(good, { ...base, amount: Number.NaN }),
      'Kwota rat jest wymagana.',
    ],
    [
      'unsafe amount',
      () => calculateInstallments(good, { ...base, amount: 2 ** 53 }),
      'Kwota rat musi być całkowitą liczbą groszy.',
    ],
    [
      'invalid start date',
      () => calculateInstallments(good, { ...base, startDate: new Date('x') }),
      'Data początkowa rat jest nieprawidłowa.',
    ],
    [
      'unknown VAT code',
      () => calculateInstallments(good, { ...base, vatRate: 'abc' }),
      'Nieznana stawka VAT „abc”; dozwolone: 23, 22, 8, 7, 5, 3, 0, zw, np, oo',
    ],
    [
      'infinite VAT rate',
      () => calculateInstallments(good, { ...base, vatRate: Number.POSITIVE_INFINITY }),
      'Stawka VAT musi być skończoną liczbą',
    ],
    [
      'negative multiplier',
      () => calculateInstallments(good, { ...base, multiplier: -1 }),
      'Mnożnik musi być nieujemną liczbą.',
    ],
    [
      'missing idFor',
      () => calculateInstallments(good, { ...base, idFor: undefined as never }),
      'Brak funkcji nadającej identyfikatory rat.',
    ],
    [
      'missing input',
      () => calculateInstallments(good, undefined as never),
      'Brak danych do wyliczenia rat.',
    ],
    [
      'id of the wrong shape',
      () => calculateInstallments(good, { ...base, idFor: () => 'ABC' }),
      'Identyfikator raty musi mieć 26 małych liter lub cyfr.',
    ],
    [
      'a total beyond safe integers',
      () =>
        calculateInstallments(definition('constantNumber', 'constantAmountPerInstallment'), {
          ...base,
          amount: 2 ** 52,
        }),
      'Kwota rat przekracza dopuszczalny zakres.',
    ],
    [
      'an addition beyond safe integers',
      () =>
        calculateInstallments(
          definition('advance', 'totalAmount', {
            advance: {
              ...defaultInstallmentsAdvanceConfig(),
              advanceAmount: 2 ** 52,
              advanceIsAddition: true,
            },
          }),
          { ...base, amount: 2 ** 52 },
        ),
      'Kwota rat przekracza dopuszczalny zakres.',
    ],
    [
      'a daily schedule over decades',
      () =>
        calculateInstallments(
          definition('betweenDates', 'totalAmount', {
            betweenDates: { from: at('2000-01-01'), to: at('2010-01-01'), frequency: 'daily', every: 1 },
          }),
          base,
        ),
      'Zbyt wiele rat (najwyżej 1000).',
    ],
  ];
  it.each(cases)('%s', (_name, run, message) => {
    expect(run).toThrow(ValidationError);
    expect(run).toThrow(message);
  });
});
