import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  INSTALLMENT_CALCULATION_TYPE_LABELS,
  INSTALLMENT_CALCULATION_TYPES,
  INSTALLMENT_FREQUENCIES,
  INSTALLMENT_FREQUENCY_LABELS,
  INSTALLMENTS_TYPE_LABELS,
  INSTALLMENTS_TYPES,
  isInstallmentCalculationType,
  isInstallmentFrequency,
  isInstallmentsType,
  SINGLE_PAYMENT_LABEL,
} from './installment-kinds.js';
import {
  defaultInstallmentsAdvanceConfig,
  defaultInstallmentsBetweenDatesConfig,
  defaultInstallmentsConstantNumberConfig,
  defaultInstallmentsDefinition,
  type InstallmentsDefinition,
} from './installments-definition.js';
import { findInstallmentsDefinitionProblems } from './installments-definition-problems.js';

describe('installments definition kinds (second document §3)', () => {
  it('types constantDate, advance, constantNumber, betweenDates, advanceBetweenDates, each with a Polish label', () => {
    expect(INSTALLMENTS_TYPES).toEqual([
      'constantDate',
      'advance',
      'constantNumber',
      'betweenDates',
      'advanceBetweenDates',
    ]);
    expect(Object.keys(INSTALLMENTS_TYPE_LABELS)).toEqual([...INSTALLMENTS_TYPES]);
  });

  it('frequencies immediate, daily, weekly, monthly, yearly with Polish labels', () => {
    expect(INSTALLMENT_FREQUENCIES).toEqual(['immediate', 'daily', 'weekly', 'monthly', 'yearly']);
    expect(INSTALLMENT_FREQUENCY_LABELS.monthly).toBe('Co miesiąc');
  });

  it('calculation types constantAmountPerInstallment, amountTimesMultiplier, totalAmount', () => {
    expect(INSTALLMENT_CALCULATION_TYPES).toEqual([
      'constantAmountPerInstallment',
      'amountTimesMultiplier',
      'totalAmount',
    ]);
    expect(Object.keys(INSTALLMENT_CALCULATION_TYPE_LABELS)).toEqual([...INSTALLMENT_CALCULATION_TYPES]);
  });

  it.each([
    [isInstallmentsType, 'advance', 'monthly'],
    [isInstallmentFrequency, 'weekly', 'advance'],
    [isInstallmentCalculationType, 'totalAmount', 'total'],
  ])('type guards accept known values and refuse others', (guard, known, unknown) => {
    expect(guard(known)).toBe(true);
    expect(guard(unknown)).toBe(false);
    expect(guard(undefined)).toBe(false);
  });
});

describe('defaults (second document §9)', () => {
  it("default empty definition: constant number, count 1, multiplier 1, total amount, immediate, named 'Płatność jednorazowa'", () => {
    expect(defaultInstallmentsDefinition()).toEqual({
      name: 'Płatność jednorazowa',
      definitionId: '',
      type: 'constantNumber',
      count: 1,
      multiplier: 1,
      calculationType: 'totalAmount',
      constantNumber: { frequency: 'immediate', every: 1, count: 1 },
    });
    expect(SINGLE_PAYMENT_LABEL).toBe('Płatność jednorazowa');
    expect(defaultInstallmentsDefinition('abc').definitionId).toBe('abc');
  });

  it('between-dates default: one year, monthly, every 1, day 1 (29 Feb → 28 Feb next year)', () => {
    const from = new Date('2024-02-29T02:00:00.000Z');
    expect(defaultInstallmentsBetweenDatesConfig(from)).toEqual({
      from,
      to: new Date('2025-02-28T02:00:00.000Z'),
      frequency: 'monthly',
      every: 1,
      on: 1,
    });
    expect(() => defaultInstallmentsBetweenDatesConfig(new Date(Number.NaN))).toThrow(
      new ValidationError('Data od rat musi być poprawną datą.'),
    );
  });

  it('constant-number default: 12 monthly', () => {
    expect(defaultInstallmentsConstantNumberConfig()).toEqual({ frequency: 'monthly', every: 1, count: 12 });
  });

  it('default advance: 100 currency units (10 000 grosze) after 30 days, subtracted', () => {
    expect(defaultInstallmentsAdvanceConfig()).toEqual({
      isPercent: false,
      advancePercent: 0,
      advanceAmount: 10_000,
      advanceIsAddition: false,
      advanceDays: 30,
      dates: [],
    });
  });

  it('every default definition is valid', () => {
    expect(findInstallmentsDefinitionProblems(defaultInstallmentsDefinition())).toEqual([]);
  });
});

describe('findInstallmentsDefinitionProblems', () => {
  const valid: InstallmentsDefinition = {
    ...defaultInstallmentsDefinition('d'),
    advance: defaultInstallmentsAdvanceConfig(),
    betweenDates: defaultInstallmentsBetweenDatesConfig(new Date('2024-01-01T00:00:00.000Z')),
  };
  const cases: [string, Partial<InstallmentsDefinition>, string[]][] = [
    ['valid advanceBetweenDates', { type: 'advanceBetweenDates' }, []],
    ['valid constantDate', { type: 'constantDate' }, []],
    ['unknown type', { type: 'weekly' as never }, ['Nieznany typ rat: weekly.']],
    [
      'unknown calculation type',
      { calculationType: 'sum' as never },
      ['Nieznany sposób naliczania rat: sum.'],
    ],
    [
      'non-text name and id',
      { name: 1 as never, definitionId: null as never },
      ['Nazwa definicji rat musi być tekstem.', 'Identyfikator definicji rat musi być tekstem.'],
    ],
    ['count 0', { count: 0 }, ['Liczba rat musi być dodatnią liczbą całkowitą.']],
    ['negative multiplier', { multiplier: -2 }, ['Mnożnik musi być nieujemną liczbą.']],
    [
      'missing constant-number config',
      { constantNumber: undefined },
      ['Brak konfiguracji stałej liczby rat.'],
    ],
    [
      'missing advance config',
      { type: 'advance', advance: undefined },
      ['Brak konfiguracji zaliczki i terminów rat.'],
    ],
    [
      'missing between-dates config',
      { type: 'betweenDates', betweenDates: undefined },
      ['Brak konfiguracji rat między datami.'],
    ],
    [
      'bad constant-number config',
      { constantNumber: { frequency: 'hourly' as never, every: 0, count: 1.5 } },
      [
        'Nieznana częstotliwość rat: hourly.',
        'Odstęp między ratami musi być dodatnią liczbą całkowitą.',
        'Liczba rat musi być dodatnią liczbą całkowitą.',
      ],
    ],
    [
      'more than 1000 installments',
      { constantNumber: { frequency: 'daily', every: 1, count: 1001 } },
      ['Zbyt wiele rat (najwyżej 1000).'],
    ],
    [
      'monthly on 32',
      { constantNumber: { frequency: 'monthly', every: 1, on: 32, count: 2 } },
      ['Dzień miesiąca raty musi być liczbą od 1 do 31.'],
    ],
    [
      'weekly on 0',
      { constantNumber: { frequency: 'weekly', every: 1, on: 0, count: 2 } },
      ['Dzień tygodnia raty musi być liczbą od 1 (poniedziałek) do 7 (niedziela).'],
    ],
    ['daily ignores on', { constantNumber: { frequency: 'daily', every: 1, on: 99, count: 2 } }, []],
    [
      'to before from',
      {
        type: 'betweenDates',
        betweenDates: {
          from: new Date('2024-02-01'),
          to: new Date('2024-01-01'),
          frequency: 'monthly',
          every: 1,
        },
      },
      ['Data do rat nie może być wcześniejsza niż data od.'],
    ],
    [
      'invalid from',
      {
        type: 'betweenDates',
        betweenDates: { from: new Date('x'), to: new Date('2024-01-01'), frequency: 'monthly', every: 1 },
      },
      ['Daty od i do rat muszą być poprawnymi datami.'],
    ],
    [
      'bad advance config',
      {
        type: 'advance',
        advance: {
          isPercent: 'yes' as never,
          advancePercent: 101,
          advanceAmount: 1.5,
          advanceIsAddition: 0 as never,
          advanceDays: -1,
          dates: [new Date('x')],
        },
      },
      [
        'Pole isPercent zaliczki musi być wartością logiczną.',
        'Pole advanceIsAddition zaliczki musi być wartością logiczną.',
        'Procent zaliczki musi być liczbą od 0 do 100.',
        'Kwota zaliczki musi być nieujemną, całkowitą liczbą groszy.',
        'Liczba dni do zapłaty zaliczki musi być nieujemną liczbą całkowitą.',
        'Terminy rat muszą być poprawnymi datami.',
      ],
    ],
    [
      'more than 1000 constant dates',
      {
        type: 'constantDate',
        advance: {
          ...defaultInstallmentsAdvanceConfig(),
          dates: Array.from({ length: 1001 }, () => new Date(0)),
        },
      },
      ['Zbyt wiele rat (najwyżej 1000).'],
    ],
  ];
  it.each(cases)('%s', (_name, overrides, expected) => {
    expect(findInstallmentsDefinitionProblems({ ...valid, ...overrides })).toEqual(expected);
  });

  it('a missing definition is one problem', () => {
    expect(findInstallmentsDefinitionProblems(null as never)).toEqual(['Brak definicji rat.']);
  });
});
