import { ValidationError } from '../errors/index.js';
import {
  EXTRA_RULE_OPERATIONS,
  PRICING_OPERATION_PREFIX,
  STANDARD_RULE_OPERATORS,
} from './rule-operations.js';

/** Deeper trees are refused rather than risking a stack overflow in json-logic's recursive evaluator. */
export const MAX_PRICING_RULE_DEPTH = 64;

/** Operators json-logic-js knows (or used to know) that a pricing rule must never reach. */
const FORBIDDEN_OPERATORS = new Set(['method', 'log']);
/** Path segments of `var` that would reach an object's prototype rather than a form field. */
const FORBIDDEN_PATH_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

interface Walk {
  readonly problems: string[];
  tooDeep: boolean;
}

/**
 * Lists what is wrong with a pricing rule's JSON logic (jsonRule), in Polish; empty when the rule may be
 * evaluated. Rules are JSON data and are never evaluated as code: every operator must be a standard
 * json-logic operator (without `log`) or one of the documented extra operations (money arithmetic and
 * comparison, `age`, date comparison), checked against this allow-list before any evaluation; `method`
 * is refused, `var` takes only a literal field name that does not reach a prototype, and objects must
 * have exactly one key (the operator), as json-logic reads them. The whole rule is such an object or true/false.
 */
export function validatePricingRule(jsonRule: unknown): string[] {
  const walk: Walk = { problems: [], tooDeep: false };
  compileRoot(jsonRule, walk);
  return walk.problems;
}

/** Validates a jsonRule and returns the copy to evaluate, extra operations renamed to their registered names. */
export function compilePricingRule(jsonRule: unknown): unknown {
  const walk: Walk = { problems: [], tooDeep: false };
  const compiled = compileRoot(jsonRule, walk);
  if (walk.problems.length > 0) throw new ValidationError(walk.problems);
  return compiled;
}

/** A whole rule is an operator object or a constant true/false; a text (JSON never parsed, code) is refused. */
function compileRoot(jsonRule: unknown, walk: Walk): unknown {
  if (typeof jsonRule === 'boolean') return jsonRule;
  if (typeof jsonRule === 'string') {
    walk.problems.push('Reguła jest tekstem; oczekiwano danych JSON logiki (reguły nie są kodem)');
    return null;
  }
  if (jsonRule === null || typeof jsonRule !== 'object' || Array.isArray(jsonRule)) {
    walk.problems.push('Reguła musi być obiektem z jednym operatorem albo wartością true lub false');
    return null;
  }
  return compileNode(jsonRule, 0, walk);
}

function compileNode(node: unknown, depth: number, walk: Walk): unknown {
  if (depth > MAX_PRICING_RULE_DEPTH) {
    if (!walk.tooDeep) {
      walk.tooDeep = true;
      walk.problems.push(`Reguła jest zagnieżdżona głębiej niż ${MAX_PRICING_RULE_DEPTH} poziomy`);
    }
    return null;
  }
  if (node === null || typeof node === 'string' || typeof node === 'boolean') return node;
  if (typeof node === 'number') {
    if (!Number.isFinite(node)) walk.problems.push('Liczby w regule muszą być skończone');
    return node;
  }
  if (Array.isArray(node)) return node.map((item) => compileNode(item, depth + 1, walk));
  if (typeof node !== 'object' || !isPlainObject(node)) {
    walk.problems.push(
      'Reguła może zawierać tylko dane JSON (tekst, liczby, wartości logiczne, listy, obiekty)',
    );
    return null;
  }
  const keys = Object.keys(node);
  const [operator] = keys;
  if (operator === undefined) {
    walk.problems.push('Pusty obiekt „{}” w regule; oczekiwano operatora');
    return null;
  }
  if (keys.length > 1) {
    walk.problems.push(`Obiekt w regule musi mieć dokładnie jeden operator, a ma klucze: ${keys.join(', ')}`);
    return null;
  }
  return compileOperation(operator, (node as Record<string, unknown>)[operator], depth, walk);
}

function compileOperation(operator: string, operands: unknown, depth: number, walk: Walk): unknown {
  const list = Array.isArray(operands) ? operands : [operands];
  if (FORBIDDEN_OPERATORS.has(operator)) {
    walk.problems.push(`Operator „${operator}” jest niedozwolony w regułach płatności`);
    return null;
  }
  if (operator === 'var') {
    checkVarOperands(list, walk);
    return { var: compileNode(operands, depth + 1, walk) };
  }
  if (STANDARD_RULE_OPERATORS.has(operator)) {
    return { [operator]: compileNode(operands, depth + 1, walk) };
  }
  const extra = Object.hasOwn(EXTRA_RULE_OPERATIONS, operator) ? EXTRA_RULE_OPERATIONS[operator] : undefined;
  if (extra === undefined) {
    walk.problems.push(`Nieznany operator „${operator}” w regule`);
    return null;
  }
  if (list.length < extra.minArguments || list.length > extra.maxArguments) {
    walk.problems.push(
      `Operator „${operator}” przyjmuje ${arityText(extra.minArguments, extra.maxArguments)}, podano ${list.length}`,
    );
  }
  return { [PRICING_OPERATION_PREFIX + operator]: list.map((item) => compileNode(item, depth + 1, walk)) };
}

function checkVarOperands(list: readonly unknown[], walk: Walk): void {
  const [path] = list;
  if (list.length > 2) {
    walk.problems.push('Operator „var” przyjmuje nazwę pola i najwyżej jedną wartość domyślną');
  }
  if (typeof path === 'number' || path === undefined || path === null) return;
  if (typeof path !== 'string') {
    walk.problems.push('Operator „var” przyjmuje nazwę pola wpisaną wprost (tekst lub liczbę)');
    return;
  }
  if (path.split('.').some((segment) => FORBIDDEN_PATH_SEGMENTS.has(segment))) {
    walk.problems.push(`Niedozwolona nazwa pola „${path}” w operatorze „var”`);
  }
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function arityText(min: number, max: number): string {
  if (min === max) return `dokładnie ${argumentsText(min)}`;
  if (max === Number.POSITIVE_INFINITY) return `co najmniej ${min === 1 ? '1 argument' : argumentsText(min)}`;
  return `od ${min} do ${max} argumentów`;
}

/** Polish plural of "argument" after a number. */
function argumentsText(count: number): string {
  if (count === 1) return '1 argument';
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  const few = lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14);
  return `${count} ${few ? 'argumenty' : 'argumentów'}`;
}
