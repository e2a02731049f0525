import { ValidationError } from '../errors/index.js';
import type { PricingRuleTreeNode } from './pricing-types.js';

/**
 * The price-list rule builder's model (second document §3 "Rule: id, rule, jsonRule, humanRule"): the
 * builder edits a condition tree (`rule`, query-builder shaped: groups with `children1`, rules with
 * `properties {field, operator, value}`), and every save writes the same condition as json-logic
 * (`jsonRule`, which prices are computed from) and as a Polish sentence (`humanRule`, shown in lists).
 */

export const RULE_OPERATORS = [
  'equal',
  'not_equal',
  'less',
  'less_or_equal',
  'greater',
  'greater_or_equal',
  'contains',
  'is_true',
  'is_false',
  'is_empty',
  'is_not_empty',
] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

/** Operators that compare with a value (the others stand alone). */
export const RULE_OPERATORS_WITH_VALUE: ReadonlySet<RuleOperator> = new Set([
  'equal',
  'not_equal',
  'less',
  'less_or_equal',
  'greater',
  'greater_or_equal',
  'contains',
]);

/** Polish wording of each operator in `humanRule`. */
export const RULE_OPERATOR_LABELS: Readonly<Record<RuleOperator, string>> = {
  equal: '=',
  not_equal: '≠',
  less: '<',
  less_or_equal: '≤',
  greater: '>',
  greater_or_equal: '≥',
  contains: 'zawiera',
  is_true: 'jest zaznaczone',
  is_false: 'nie jest zaznaczone',
  is_empty: 'jest puste',
  is_not_empty: 'nie jest puste',
};

/** The pseudo-field 'age' (full years from birth_date, second document §3 "an age pseudo-field"). */
export const RULE_AGE_FIELD = 'age';

export type RuleConjunction = 'AND' | 'OR';
export type RuleValue = string | number | boolean;

/** A condition on one field. */
export interface RuleCondition {
  readonly type: 'rule';
  readonly id: string;
  readonly field: string;
  readonly operator: RuleOperator;
  readonly value?: RuleValue;
}

/** A group of conditions joined with AND ('i') or OR ('lub'), optionally negated ('nie'). */
export interface RuleGroup {
  readonly type: 'group';
  readonly id: string;
  readonly conjunction: RuleConjunction;
  readonly not?: boolean;
  readonly children: readonly (RuleCondition | RuleGroup)[];
}

/** How the builder names fields and option values in `humanRule`. */
export interface RuleFieldLabels {
  readonly label?: (field: string) => string | undefined;
  readonly optionLabel?: (field: string, value: RuleValue) => string | undefined;
}

const fieldVar = (field: string): unknown =>
  field === RULE_AGE_FIELD ? { age: [{ var: 'birth_date' }] } : { var: field };

function conditionLogic(c: RuleCondition): unknown {
  const left = fieldVar(c.field);
  switch (c.operator) {
    case 'equal':
      return { '==': [left, c.value] };
    case 'not_equal':
      return { '!=': [left, c.value] };
    case 'less':
      return { '<': [left, c.value] };
    case 'less_or_equal':
      return { '<=': [left, c.value] };
    case 'greater':
      return { '>': [left, c.value] };
    case 'greater_or_equal':
      return { '>=': [left, c.value] };
    case 'contains':
      return { in: [c.value, left] };
    case 'is_true':
      return { '==': [left, true] };
    case 'is_false':
      return { '!=': [left, true] };
    case 'is_empty':
      return { '!': left };
    case 'is_not_empty':
      return { '!!': left };
  }
}

const isComplete = (node: RuleCondition | RuleGroup): boolean =>
  node.type === 'group'
    ? node.children.some(isComplete)
    : node.field !== '' && (!RULE_OPERATORS_WITH_VALUE.has(node.operator) || node.value !== undefined);

/** json-logic of a group; null for an empty group (an empty rule always applies). */
export function ruleGroupToJsonLogic(group: RuleGroup): unknown {
  const parts = group.children
    .filter(isComplete)
    .map((child) => (child.type === 'group' ? ruleGroupToJsonLogic(child) : conditionLogic(child)));
  if (parts.length === 0) return null;
  const joined = parts.length === 1 ? parts[0] : { [group.conjunction === 'AND' ? 'and' : 'or']: parts };
  return group.not ? { '!': joined } : joined;
}

function quoteValue(value: RuleValue): string {
  if (typeof value === 'boolean') return value ? 'Tak' : 'Nie';
  return typeof value === 'number' ? String(value).replace('.', ',') : `„${value}”`;
}

function conditionText(c: RuleCondition, labels: RuleFieldLabels): string {
  const name = c.field === RULE_AGE_FIELD ? 'Wiek' : (labels.label?.(c.field) ?? c.field);
  const operator = RULE_OPERATOR_LABELS[c.operator];
  if (!RULE_OPERATORS_WITH_VALUE.has(c.operator) || c.value === undefined) return `${name} ${operator}`;
  const option = labels.optionLabel?.(c.field, c.value);
  return `${name} ${operator} ${option !== undefined ? `„${option}”` : quoteValue(c.value)}`;
}

/** The Polish sentence of a group ('' for an empty group): „Student” jest zaznaczone i Wiek < 26. */
export function ruleGroupToHumanRule(group: RuleGroup, labels: RuleFieldLabels = {}, nested = false): string {
  const parts = group.children
    .filter(isComplete)
    .map((child) =>
      child.type === 'group' ? ruleGroupToHumanRule(child, labels, true) : conditionText(child, labels),
    );
  if (parts.length === 0) return '';
  const text = parts.join(group.conjunction === 'AND' ? ' i ' : ' lub ');
  const wrapped = parts.length > 1 && (nested || group.not) ? `(${text})` : text;
  return group.not ? `nie ${wrapped}` : wrapped;
}

/** The stored builder tree (`rule`) of a group, in the query-builder shape core's isEmptyRule reads. */
export function ruleGroupToTree(group: RuleGroup): PricingRuleTreeNode {
  return {
    id: group.id,
    type: 'group',
    properties: { conjunction: group.conjunction, not: group.not === true },
    children1: group.children.map((child) =>
      child.type === 'group'
        ? ruleGroupToTree(child)
        : {
            id: child.id,
            type: 'rule',
            properties: {
              field: child.field,
              operator: child.operator,
              ...(child.value !== undefined ? { value: [child.value] } : {}),
            },
          },
    ),
  };
}

const isOperator = (value: unknown): value is RuleOperator =>
  typeof value === 'string' && (RULE_OPERATORS as readonly string[]).includes(value);

function isRuleValue(value: unknown): value is RuleValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Reads a stored builder tree back into the builder's model; a missing tree is an empty AND group. */
export function ruleGroupFromTree(tree: PricingRuleTreeNode | null | undefined, id = 'root'): RuleGroup {
  if (!tree) return { type: 'group', id, conjunction: 'AND', children: [] };
  const raw = tree.children1 ?? tree.children ?? [];
  const nodes = Array.isArray(raw) ? raw : Object.values(raw);
  const properties = tree.properties ?? {};
  return {
    type: 'group',
    id: tree.id ?? id,
    conjunction: properties.conjunction === 'OR' ? 'OR' : 'AND',
    not: properties.not === true,
    children: nodes.map((node: PricingRuleTreeNode, index: number): RuleCondition | RuleGroup => {
      const nodeId = node.id ?? `${id}.${index}`;
      if (node.type === 'group' || node.children1 || node.children) return ruleGroupFromTree(node, nodeId);
      const p = node.properties ?? {};
      if (!isOperator(p.operator)) {
        throw new ValidationError(`Nieznany operator reguły: ${String(p.operator)}`);
      }
      const rawValue = Array.isArray(p.value) ? p.value[0] : p.value;
      return {
        type: 'rule',
        id: nodeId,
        field: typeof p.field === 'string' ? p.field : '',
        operator: p.operator,
        ...(isRuleValue(rawValue) ? { value: rawValue } : {}),
      };
    }),
  };
}

/** The three stored forms of a builder group at once: `{ rule, jsonRule, humanRule }`. */
export function compileRuleGroup(
  group: RuleGroup,
  labels: RuleFieldLabels = {},
): { rule: PricingRuleTreeNode; jsonRule: unknown; humanRule: string } {
  return {
    rule: ruleGroupToTree(group),
    jsonRule: ruleGroupToJsonLogic(group),
    humanRule: ruleGroupToHumanRule(group, labels),
  };
}
