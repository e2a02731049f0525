import { useApi } from '../app/services.js';
import { useAsync } from '../project/use-async.js';
import { type RuleField, ruleFields } from './rule-fields.js';
import { registrationFormFields } from './rule-fields-api.js';

/** The rule builder's fields for a project: its registration form's fields (empty while loading). */
export function useRuleFields(eventId: string | undefined): readonly RuleField[] {
  const api = useApi();
  const definition = useAsync(eventId ? () => registrationFormFields(api, eventId) : null, [api, eventId]);
  return definition.data ? ruleFields(definition.data) : [];
}
