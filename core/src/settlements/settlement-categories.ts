/**
 * The settlements grid's per-category columns (first document §2 "per-category cost or percent columns"):
 * the payment rules a participant's price was made of (second document §3 "Rule result: … details (id,
 * category, name, amount, percent)", stored by registration as `calculated.details.rules`), grouped by
 * the rule's category (default 'Cennik').
 */

import { addGroszeSafely } from '../billing/safe-sum.js';
import { type Grosze, Money } from '../money/index.js';
import { DEFAULT_PAYMENT_RULE_CATEGORY } from '../pricing/evaluate-payment-rules.js';

/**
 * One category of one participant: the sum of its rules' amounts in grosze, and the sum of their percents
 * when every rule of the category was a percent rule (then the column shows the percent), else null.
 */
export interface SettlementCategoryFigure {
  amount: Grosze;
  percent: number | null;
}

interface StoredRuleDetail {
  category?: unknown;
  amount?: unknown;
  percent?: unknown;
}

function rulesOf(calculated: unknown): readonly StoredRuleDetail[] {
  if (!calculated || typeof calculated !== 'object') return [];
  const details = (calculated as { details?: unknown }).details;
  if (!details || typeof details !== 'object') return [];
  // The spec's details as a list, or registration's `{ …, rules: [details] }`.
  const rules = Array.isArray(details) ? details : (details as { rules?: unknown }).rules;
  return Array.isArray(rules)
    ? (rules.filter((rule) => rule && typeof rule === 'object') as StoredRuleDetail[])
    : [];
}

export function settlementCategoryOf(rule: { category?: unknown }): string {
  return typeof rule.category === 'string' && rule.category.trim() !== ''
    ? rule.category.trim()
    : DEFAULT_PAYMENT_RULE_CATEGORY;
}

/**
 * A rule that lowered the price (a negative amount or percent) is a rebate: it is shown once, in the
 * 'Rabaty' figure, never again in its category's column (issue 14: 'Cennik −50,00' beside 'Rabaty 50,00').
 */
function isRebate(rule: StoredRuleDetail): boolean {
  return (typeof rule.amount === 'number' && rule.amount < 0) || percentOf(rule.percent) < 0;
}

/** The rules a category column shows: those that add to the price. */
function costRulesOf(calculated: unknown): readonly StoredRuleDetail[] {
  return rulesOf(calculated).filter((rule) => !isRebate(rule));
}

function percentOf(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(',', '.'));
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

/** The categories of the participant's cost rules (a first pass that needs no figures: the grid's columns). */
export function settlementCategoriesOf(calculated: unknown): string[] {
  return costRulesOf(calculated).map(settlementCategoryOf);
}

/** The participant's cost rules (rebates are the 'Rabaty' figure) by category, in the order the categories first appear. */
export function settlementCategoryFigures(calculated: unknown): Record<string, SettlementCategoryFigure> {
  const rules = costRulesOf(calculated);
  if (rules.length === 0) return {};
  const sums = new Map<
    string,
    { amount: Grosze; percent: InstanceType<typeof Money>; allPercent: boolean }
  >();
  for (const rule of rules) {
    const category = settlementCategoryOf(rule);
    const amount = typeof rule.amount === 'number' && Number.isSafeInteger(rule.amount) ? rule.amount : 0;
    const percent = percentOf(rule.percent);
    const sum = sums.get(category) ?? { amount: 0, percent: new Money(0), allPercent: true };
    sum.amount = addGroszeSafely(sum.amount, amount, category);
    sum.percent = sum.percent.plus(percent);
    if (percent === 0) sum.allPercent = false;
    sums.set(category, sum);
  }
  const figures: Record<string, SettlementCategoryFigure> = {};
  for (const [category, sum] of sums)
    figures[category] = { amount: sum.amount, percent: sum.allPercent ? sum.percent.toNumber() + 0 : null };
  return figures;
}

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

/** The grid's category columns: 'Cennik' first, then the others in Polish alphabetical order. */
export function orderSettlementCategories(categories: Iterable<string>): string[] {
  return [...new Set(categories)].sort((a, b) =>
    a === b
      ? 0
      : a === DEFAULT_PAYMENT_RULE_CATEGORY
        ? -1
        : b === DEFAULT_PAYMENT_RULE_CATEGORY
          ? 1
          : collator.compare(a, b),
  );
}

/** A percent as the grid and the CSV show it: '10 %', '-7,5 %'. */
export function settlementPercentText(percent: number): string {
  return `${String(percent).replace('.', ',')} %`;
}

/**
 * A category cell as the grid and the CSV show it: its percent when its rules were percent rules
 * ('-10 %'), else its cost in the caller's money format; '' when the row has nothing in the category.
 */
export function settlementCategoryText(
  figure: SettlementCategoryFigure | undefined,
  money: (grosze: number) => string,
): string {
  if (!figure) return '';
  return figure.percent !== null ? settlementPercentText(figure.percent) : money(figure.amount);
}
