import type { PricingRuleTreeNode } from '@zapisy/core';
import type { CompiledRule } from '../../rules/RuleDialog.js';

/** The two rules a field's cell data can hold (shared data contract 1; core/src/forms/field-rules.ts). */
export type FieldRuleKey = 'jsonRule' | 'requiredRule';

/** A rule as stored in the cell data: core evaluates `logic`; the editor reopens `rule`; people read `humanRule`. */
export interface StoredFieldRule {
  logic: unknown;
  humanRule?: string;
  rule?: PricingRuleTreeNode;
}

/** The stored rule of a cell, or null when it has none (missing, null, or without logic). */
export function storedFieldRule(
  data: Readonly<Record<string, unknown>>,
  key: FieldRuleKey,
): StoredFieldRule | null {
  const rule = data[key];
  if (rule === null || typeof rule !== 'object') return null;
  const { logic, humanRule, rule: tree } = rule as Record<string, unknown>;
  if (logic === null || logic === undefined) return null;
  return {
    logic,
    ...(typeof humanRule === 'string' ? { humanRule } : {}),
    ...(tree !== null && typeof tree === 'object' ? { rule: tree as PricingRuleTreeNode } : {}),
  };
}

/** What the dialog produced, as cell data: null when the builder has no complete condition (no rule). */
export function toStoredFieldRule(compiled: CompiledRule): StoredFieldRule | null {
  if (compiled.jsonRule === null || compiled.jsonRule === undefined) return null;
  return { logic: compiled.jsonRule, humanRule: compiled.humanRule, rule: compiled.rule };
}

/** 'Widoczne gdy: …' / 'Wymagane gdy: …' for the canvas, or null without a rule. */
export function fieldRuleNote(data: Readonly<Record<string, unknown>>, key: FieldRuleKey): string | null {
  const rule = storedFieldRule(data, key);
  if (!rule) return null;
  const text = rule.humanRule?.trim() || 'warunek';
  return key === 'jsonRule' ? `Widoczne gdy: ${text}` : `Wymagane gdy: ${text}`;
}
