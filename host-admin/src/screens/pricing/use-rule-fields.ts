import { useApi } from '../../app/services.js';
import { useAsync } from '../../project/use-async.js';
import { pricingApi } from './pricing-api.js';
import { type RuleField, ruleFields } from './rule-fields.js';

/** The rule builder's fields for a project: its registration form's fields (empty while loading). */
export function useRuleFields(eventId: string | undefined): readonly RuleField[] {
  const api = useApi();
  const definition = useAsync(eventId ? () => pricingApi.formFields(api, eventId) : null, [api, eventId]);
  return definition.data ? ruleFields(definition.data) : [];
}
