/**
 * Saving a project's price list: every rule must be evaluable and read only fields the registration form
 * (draft or published) has; otherwise a 400 with the Polish list and nothing is saved.
 */
import { type PaymentRule, ValidationError, validatePaymentRules } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { registrationFormFieldNames } from '../forms/index.js';
import type { PriceList, ProjectTenant } from './price-list.js';
import { missingRuleFieldProblems } from './rule-fields.js';
import { paymentRulesOf } from './store.js';

export interface SavePriceListDeps {
  store: Store;
  now: () => Date;
}

export async function savePriceList(
  deps: SavePriceListDeps,
  tenant: ProjectTenant,
  rules: PaymentRule[],
): Promise<PriceList> {
  const problems = validatePaymentRules(rules);
  const fields = await registrationFormFieldNames(deps.store, tenant);
  problems.push(...missingRuleFieldProblems(rules, fields));
  if (problems.length > 0) throw new ValidationError(problems);
  const updatedAt = deps.now();
  await paymentRulesOf(deps.store, tenant).updateOne(
    { _id: tenant.eventId },
    { $set: { rules, updatedAt } },
    { upsert: true },
  );
  return { eventId: tenant.eventId, rules, updatedAt: updatedAt.toISOString() };
}
