import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app/services.js';
import { queryKeys } from '../lib/query/query-keys.js';
import { type RuleField, ruleFields } from './rule-fields.js';
import { registrationFormFields } from './rule-fields-api.js';

/** The rule builder's fields for a project: its registration form's fields (empty while loading). */
export function useRuleFields(eventId: string | undefined): readonly RuleField[] {
  const api = useApi();
  const definition = useQuery({
    queryKey: queryKeys.registrationForm(eventId ?? ''),
    queryFn: () => registrationFormFields(api, eventId ?? ''),
    enabled: Boolean(eventId),
  });
  return definition.data ? ruleFields(definition.data) : [];
}
