import type { Grosze } from '../money/index.js';

/**
 * A node of a rule builder's condition tree: a group with children, or a rule on one field. A type, not an
 * interface, so a tree is plain JSON to the API's types (an object of any keys).
 */
export type PricingRuleTreeNode = {
  readonly id?: string;
  /** 'group' or 'rule'; nodes with children are read as groups whatever their type says. */
  readonly type?: string;
  /** Children as a list or as a map by id (both forms occur in query-builder trees). */
  readonly children1?: readonly PricingRuleTreeNode[] | Readonly<Record<string, PricingRuleTreeNode>>;
  readonly children?: readonly PricingRuleTreeNode[];
  readonly properties?: { readonly field?: string | null; readonly [property: string]: unknown };
};

/** Spec §3 (second document): "Rule: id, rule, jsonRule, humanRule". */
export interface PricingRule {
  readonly id?: string;
  /** The builder's condition tree; decides whether the rule is empty. */
  readonly rule?: PricingRuleTreeNode | null;
  /** The same condition as json-logic data; evaluated when the rule is not empty. */
  readonly jsonRule?: unknown;
  readonly humanRule?: string;
}

/**
 * Spec §3 (second document): "PaymentRule: category (default 'Cennik'), name, amount, percent, rule, jsonRule,
 * humanRule, id, readOnly, builderElementId."
 */
export interface PaymentRule extends PricingRule {
  /** Defaults to 'Cennik' when missing or blank. */
  readonly category?: string;
  readonly name?: string;
  /** Integer grosze; negative for a rebate; missing means 0. */
  readonly amount?: Grosze | null;
  /** Percent of the total (10 = 10 %, -5 = a 5 % rebate), a number or a decimal string ('8,5'); missing means 0. */
  readonly percent?: number | string | null;
  readonly readOnly?: boolean;
  readonly builderElementId?: string;
}

/** Spec §3: "details (id, category, name, amount, percent)" — one matched rule. */
export interface PaymentRuleDetail {
  readonly id: string | undefined;
  readonly category: string;
  readonly name: string;
  /** What this rule adds to the total, in grosze (its share for a percent rule); negative for a rebate. */
  readonly amount: Grosze;
  /** The rule's percent (0 for a fixed-amount rule). */
  readonly percent: number;
}

/** Spec §3: "Rule result: amount, rebate, percent, details". */
export interface PaymentRulesResult {
  /** The total in grosze: matched fixed amounts (rebates included) plus the shares of matched percent rules. */
  readonly amount: Grosze;
  /** The sum of all negative contributions, reported as a non-negative number of grosze (already in `amount`). */
  readonly rebate: Grosze;
  /** The sum of the percents of matched percent rules (10 and -5 give 5). */
  readonly percent: number;
  readonly details: readonly PaymentRuleDetail[];
}

/** Spec §3: "FormData is a flat map of field names to values". */
export type PricingFormData = Readonly<Record<string, unknown>>;

/** An option of a form field; spec §3: "options with inventory and count". */
export interface PricedFormOption {
  readonly value: string;
  readonly label?: string;
  /** Price of one piece in integer grosze. */
  readonly price?: Grosze | null;
  /** Numeric values are coerced, 0 if not numeric. */
  readonly inventory?: unknown;
  readonly count?: unknown;
}

/** A field of a form definition, as far as prices are concerned. */
export interface PricedFormField {
  readonly field_name: string;
  /** The element or column kind, e.g. 'Toggle', 'PriceListColumn'. */
  readonly element?: string;
  readonly hasPrice?: boolean;
  readonly options?: readonly PricedFormOption[];
}

/** Spec §3 (second document), Product: "productId, eventId, name (default '< Nowy produkt >'), enabled, price…". */
export interface PricedProduct {
  readonly productId?: string;
  readonly name?: string;
  readonly enabled: boolean;
  /** Integer grosze. */
  readonly price?: Grosze;
  /** Pieces left; missing means unlimited. */
  readonly inventory?: number | null;
  /** Most pieces in one cart; missing means no limit. */
  readonly maxCount?: number | null;
}
