import jsonLogic from 'json-logic-js';
import { ValidationError } from '../errors/index.js';
import { Money, parseMoney } from '../money/index.js';
import { type CalendarDay, fullYearsOfAge, parseRuleDay } from './calendar-day.js';

/**
 * json-logic-js keeps one global operation registry shared by every user of the package in the process.
 * Our extra operations are registered there under this prefix only, and a compiled rule names them so, so
 * nothing another module registers (say, its own `age`) can change how prices are computed, and ours leak
 * into nobody else's rules under a plain name.
 */
export const PRICING_OPERATION_PREFIX = 'zapisy_pricing_';

/** The json-logic operations a pricing rule may use as they are (`log` and `method` are left out on purpose). */
export const PRICING_STANDARD_OPERATORS: readonly string[] = [
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'map',
  'filter',
  'reduce',
  'all',
  'none',
  'some',
  'merge',
  'in',
  'cat',
  'substr',
];
export const STANDARD_RULE_OPERATORS: ReadonlySet<string> = new Set(PRICING_STANDARD_OPERATORS);

interface ExtraOperation {
  readonly minArguments: number;
  readonly maxArguments: number;
  readonly run: (...args: unknown[]) => unknown;
}

/** The day `age` counts to; set only while `applyPricingLogic` runs (json-logic is synchronous). */
let evaluationDay: CalendarDay | undefined;

/** A money operand: empty field values count as 0 zł; everything else must be an amount parseMoney accepts. */
function moneyOperand(value: unknown): Money {
  if (value === null || value === undefined || value === '') return new Money(0);
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new ValidationError(`Nieprawidłowa kwota „${String(value)}” w regule`);
  }
  return parseMoney(value);
}

/** Money results are exact decimal strings in złoty without exponent ('12.5'), so they never turn into floats. */
function moneyResult(value: Money): string {
  return value.toString();
}

function compareDays(compare: (left: number, right: number) => boolean) {
  return (left: unknown, right: unknown): boolean => {
    const leftDay = parseRuleDay(left);
    const rightDay = parseRuleDay(right);
    return leftDay !== undefined && rightDay !== undefined && compare(leftDay.key, rightDay.key);
  };
}

function compareMoney(compare: (comparison: number) => boolean) {
  return (left: unknown, right: unknown): boolean =>
    compare(moneyOperand(left).comparedTo(moneyOperand(right)));
}

/**
 * The extra operations of pricing rules, by the names rule authors write:
 * - `money+`, `money*` (one or more operands), `money-` (negation or difference), `money/` (two operands):
 *   exact 40-digit decimal arithmetic on amounts in złoty ('12,50', '12,50 zł', 12.5; empty fields are 0),
 *   giving a decimal string such as '25.5'; `money/` rejects division by zero.
 * - `money==`, `money<`, `money<=`, `money>`, `money>=`: exact comparison of two amounts.
 * - `age`: full years from a birth date to the evaluation day; for an empty birth date a value every numeric
 *   comparison is false for (so `age < 26` does not match a form without a birth date).
 * - `date==`, `date<`, `date<=`, `date>`, `date>=`: comparison of two calendar days; false when either is empty.
 */
export const EXTRA_RULE_OPERATIONS: Readonly<Record<string, ExtraOperation>> = {
  'money+': {
    minArguments: 1,
    maxArguments: Number.POSITIVE_INFINITY,
    run: (...values) =>
      moneyResult(values.reduce<Money>((sum, v) => sum.plus(moneyOperand(v)), new Money(0))),
  },
  'money-': {
    minArguments: 1,
    maxArguments: 2,
    run: (left, ...rest) =>
      moneyResult(
        rest.length === 0 ? moneyOperand(left).negated() : moneyOperand(left).minus(moneyOperand(rest[0])),
      ),
  },
  'money*': {
    minArguments: 1,
    maxArguments: Number.POSITIVE_INFINITY,
    run: (...values) =>
      moneyResult(values.reduce<Money>((sum, v) => sum.times(moneyOperand(v)), new Money(1))),
  },
  'money/': {
    minArguments: 2,
    maxArguments: 2,
    run: (left, right) => {
      const divisor = moneyOperand(right);
      if (divisor.isZero()) throw new ValidationError('Dzielenie przez zero w regule');
      return moneyResult(moneyOperand(left).dividedBy(divisor));
    },
  },
  'money==': { minArguments: 2, maxArguments: 2, run: compareMoney((c) => c === 0) },
  'money<': { minArguments: 2, maxArguments: 2, run: compareMoney((c) => c < 0) },
  'money<=': { minArguments: 2, maxArguments: 2, run: compareMoney((c) => c <= 0) },
  'money>': { minArguments: 2, maxArguments: 2, run: compareMoney((c) => c > 0) },
  'money>=': { minArguments: 2, maxArguments: 2, run: compareMoney((c) => c >= 0) },
  age: {
    minArguments: 1,
    maxArguments: 1,
    run: (birthDate) => {
      const birth = parseRuleDay(birthDate);
      // undefined rather than null: JS compares null as 0, so `age < 26` would match an empty birth date
      if (birth === undefined) return undefined;
      if (evaluationDay === undefined) throw new ValidationError('Brak daty obliczenia dla operatora „age”');
      return fullYearsOfAge(birth, evaluationDay);
    },
  },
  'date==': { minArguments: 2, maxArguments: 2, run: compareDays((l, r) => l === r) },
  'date<': { minArguments: 2, maxArguments: 2, run: compareDays((l, r) => l < r) },
  'date<=': { minArguments: 2, maxArguments: 2, run: compareDays((l, r) => l <= r) },
  'date>': { minArguments: 2, maxArguments: 2, run: compareDays((l, r) => l > r) },
  'date>=': { minArguments: 2, maxArguments: 2, run: compareDays((l, r) => l >= r) },
};

/** The names of the extra operations a pricing rule may use (see EXTRA_RULE_OPERATIONS). */
export const PRICING_EXTRA_OPERATORS: readonly string[] = Object.keys(EXTRA_RULE_OPERATIONS);

for (const [name, operation] of Object.entries(EXTRA_RULE_OPERATIONS)) {
  jsonLogic.add_operation(PRICING_OPERATION_PREFIX + name, operation.run);
}

/** json-logic's truthiness (an empty array is false), which decides whether a rule matches. */
export function isRuleResultTruthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}

/** Applies a compiled (validated and renamed) rule to prepared form data, with `age` counting to `day`. */
export function applyPricingLogic(compiledLogic: unknown, data: object, day: CalendarDay): unknown {
  const previous = evaluationDay;
  evaluationDay = day;
  try {
    return jsonLogic.apply(compiledLogic as jsonLogic.RulesLogic, data);
  } finally {
    evaluationDay = previous;
  }
}
