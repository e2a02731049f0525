import { AppError, ValidationError } from '../errors/index.js';
import { assertGrosze, type Grosze, Money } from '../money/index.js';
import type { CalendarDay } from './calendar-day.js';
import { polishDayOfInstant } from './calendar-day.js';
import { compilePricingRule, validatePricingRule } from './compile-pricing-rule.js';
import { isEmptyRule } from './empty-rule.js';
import { prepareRuleData } from './form-values.js';
import type {
  PaymentRule,
  PaymentRuleDetail,
  PaymentRulesResult,
  PricedFormField,
  PricingFormData,
} from './pricing-types.js';
import { applyPricingLogic, isRuleResultTruthy } from './rule-operations.js';

/** Spec §3 (second document): "PaymentRule: category (default 'Cennik')". */
export const DEFAULT_PAYMENT_RULE_CATEGORY = 'Cennik';

export interface EvaluatePaymentRulesOptions {
  /** The evaluation instant; `age` counts full years to its day in Poland. */
  readonly now: Date;
  /** When given, its toggle fields are coerced to booleans before the rules see the data. */
  readonly definition?: readonly PricedFormField[];
}

interface CompiledPaymentRule {
  readonly id: string | undefined;
  readonly category: string;
  readonly name: string;
  /** For messages: „name” or its position. */
  readonly label: string;
  readonly amount: Grosze;
  /** Set for a percent rule. */
  readonly percent: Money | undefined;
  readonly percentNumber: number;
  /** undefined for an empty rule, which always applies. */
  readonly logic: unknown;
  readonly alwaysApplies: boolean;
}

/** Rule sets are compiled once and reused by identity; treat them as immutable once evaluated. */
const compiledRuleSets = new WeakMap<readonly PaymentRule[], readonly CompiledPaymentRule[]>();

/**
 * Spec §3 (second document) "Rule result: amount, rebate, percent, details (id, category, name, amount,
 * percent)" and §5 "Rule percent applies to the total". Evaluates payment rules over a form's data:
 *
 * 1. A rule applies when it is empty (see isEmptyRule) or its jsonRule is truthy for the form data.
 * 2. A fixed-amount rule (percent 0 or missing) adds its `amount` in grosze; a negative amount is a rebate.
 * 3. The total of the applied fixed amounts, rebates included, is the base of every applied percent rule; each
 *    percent rule adds base × percent / 100 rounded half-up to the grosz (ties away from zero) on its own, so
 *    percent rules neither compound nor depend on their order, and the details add up to the total exactly.
 * 4. `amount` is the total: fixed amounts plus percent shares; `rebate` is the sum of all negative
 *    contributions as a non-negative number (already subtracted in `amount`); `percent` is the sum of the
 *    applied rules' percents; `details` lists the applied rules in their given order. The total is not
 *    floored at zero.
 *
 * A rule with both a non-zero amount and a non-zero percent, a non-integer amount, or an invalid jsonRule
 * is rejected with a ValidationError listing every problem, as is an error raised while evaluating a rule
 * (prefixed with the rule's name). Rule sets are validated once per array identity.
 */
export function evaluatePaymentRules(
  rules: readonly PaymentRule[],
  formData: PricingFormData,
  options: EvaluatePaymentRulesOptions,
): PaymentRulesResult {
  const compiled = compilePaymentRules(rules);
  const day = evaluationDay(options);
  const data = prepareRuleData(formData, options.definition);

  const applied: CompiledPaymentRule[] = [];
  let base = 0;
  for (const rule of compiled) {
    if (!rule.alwaysApplies && !ruleMatches(rule, data, day)) continue;
    applied.push(rule);
    if (rule.percent === undefined) base += rule.amount;
  }
  assertTotal(base);

  let total = base;
  let rebate = 0;
  let percentSum = new Money(0);
  const details: PaymentRuleDetail[] = [];
  for (const rule of applied) {
    let amount = rule.amount;
    if (rule.percent !== undefined) {
      amount = percentShare(base, rule.percent);
      total += amount;
      percentSum = percentSum.plus(rule.percent);
    }
    if (amount < 0) rebate -= amount;
    details.push({
      id: rule.id,
      category: rule.category,
      name: rule.name,
      amount,
      percent: rule.percentNumber,
    });
  }
  assertTotal(total);
  return { amount: total, rebate, percent: percentSum.toNumber() + 0, details };
}

/** base × percent / 100, rounded half-up to the grosz. */
function percentShare(base: Grosze, percent: Money): Grosze {
  if (base === 0) return 0;
  return new Money(base).times(percent).dividedBy(100).toDecimalPlaces(0).toNumber() + 0;
}

function assertTotal(total: number): void {
  if (!Number.isSafeInteger(total)) {
    throw new ValidationError('Suma reguł płatności przekracza największą obsługiwaną kwotę');
  }
}

let lastNow: number | undefined;
let lastDay: CalendarDay | undefined;

function evaluationDay(options: EvaluatePaymentRulesOptions): CalendarDay {
  const now = options?.now;
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new ValidationError('Data obliczenia (now) musi być poprawną datą');
  }
  const time = now.getTime();
  if (time !== lastNow || lastDay === undefined) {
    lastDay = polishDayOfInstant(now);
    lastNow = time;
  }
  return lastDay;
}

function ruleMatches(rule: CompiledPaymentRule, data: object, day: CalendarDay): boolean {
  try {
    return isRuleResultTruthy(applyPricingLogic(rule.logic, data, day));
  } catch (error) {
    const problems =
      error instanceof AppError && error.errors.length > 0
        ? error.errors
        : [error instanceof Error ? error.message : String(error)];
    throw new ValidationError(problems.map((problem) => `${rule.label}: ${problem}`));
  }
}

/**
 * Validates a payment rule set without evaluating it; returns the Polish problems (empty when it can be
 * evaluated). The same checks evaluatePaymentRules makes before its first use of a rule set.
 */
export function validatePaymentRules(rules: readonly PaymentRule[]): string[] {
  try {
    compilePaymentRules(rules);
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return [...error.errors];
    throw error;
  }
}

function compilePaymentRules(rules: readonly PaymentRule[]): readonly CompiledPaymentRule[] {
  const cached = Array.isArray(rules) ? compiledRuleSets.get(rules) : undefined;
  if (cached !== undefined) return cached;
  if (!Array.isArray(rules)) throw new ValidationError('Reguły płatności muszą być listą');
  const problems: string[] = [];
  const compiled = rules.map((rule, index) => compilePaymentRule(rule, index, problems));
  if (problems.length > 0) throw new ValidationError(problems);
  compiledRuleSets.set(rules, compiled);
  return compiled;
}

function compilePaymentRule(rule: PaymentRule, index: number, problems: string[]): CompiledPaymentRule {
  if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) {
    problems.push(`Reguła nr ${index + 1}: musi być obiektem`);
    return placeholderRule();
  }
  const name = typeof rule.name === 'string' ? rule.name : '';
  const label = name.trim() === '' ? `Reguła nr ${index + 1}` : `Reguła „${name}”`;
  const category =
    typeof rule.category === 'string' && rule.category.trim() !== ''
      ? rule.category
      : DEFAULT_PAYMENT_RULE_CATEGORY;
  const amount = ruleAmount(rule.amount, label, problems);
  const percent = rulePercent(rule.percent, label, problems);
  if (percent !== undefined && amount !== 0) {
    problems.push(`${label}: reguła nie może mieć jednocześnie kwoty i procentu`);
  }
  let alwaysApplies = true;
  let logic: unknown;
  try {
    alwaysApplies = isEmptyRule(rule);
  } catch (error) {
    problems.push(`${label}: ${(error as Error).message}`);
  }
  if (!alwaysApplies) {
    if (rule.jsonRule === undefined || rule.jsonRule === null) {
      problems.push(`${label}: warunek reguły nie ma postaci JSON (jsonRule)`);
    } else {
      const ruleProblems = validatePricingRule(rule.jsonRule);
      for (const problem of ruleProblems) problems.push(`${label}: ${problem}`);
      if (ruleProblems.length === 0) logic = compilePricingRule(rule.jsonRule);
    }
  }
  return {
    id: rule.id,
    category,
    name,
    label,
    amount: percent === undefined ? amount : 0,
    percent,
    percentNumber: percent === undefined ? 0 : percent.toNumber() + 0,
    logic,
    alwaysApplies,
  };
}

function placeholderRule(): CompiledPaymentRule {
  return {
    id: undefined,
    category: DEFAULT_PAYMENT_RULE_CATEGORY,
    name: '',
    label: '',
    amount: 0,
    percent: undefined,
    percentNumber: 0,
    logic: undefined,
    alwaysApplies: true,
  };
}

function ruleAmount(value: unknown, label: string, problems: string[]): Grosze {
  if (value === undefined || value === null) return 0;
  try {
    assertGrosze(value, 'amount');
    return value + 0;
  } catch (error) {
    problems.push(`${label}: ${(error as Error).message}`);
    return 0;
  }
}

const PERCENT_TEXT = /^[-+]?\d+(?:[.,]\d+)?$/;

/** The percent of a percent rule, or undefined for a fixed-amount rule (missing, empty or 0). */
function rulePercent(value: unknown, label: string, problems: string[]): Money | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let percent: Money | undefined;
  if (typeof value === 'number' && Number.isFinite(value)) percent = new Money(value);
  else if (typeof value === 'string' && PERCENT_TEXT.test(value.trim())) {
    percent = new Money(value.trim().replace(',', '.'));
  }
  if (percent === undefined) {
    problems.push(`${label}: procent musi być liczbą, np. 10 albo 8,5`);
    return undefined;
  }
  return percent.isZero() ? undefined : percent;
}
