import { useState } from 'react';
import { FormErrors, Notice } from '../../forms/fields.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import type { ConnectionCheckAnswer } from './payment-connection-api.js';

/**
 * 'Sprawdź połączenie': asks the gateway whether the keys in a form work and shows 'Połączenie działa' or
 * the server's Polish reason. `subject` names what `check` checks (a module, a group's values): a result
 * belongs to the subject it was checked for and is cleared when the subject changes.
 */
export function ConnectionCheck({
  check,
  subject,
}: {
  check: () => Promise<ConnectionCheckAnswer>;
  subject: string;
}) {
  const [answer, setAnswer] = useState<{ subject: string; result: ConnectionCheckAnswer } | null>(null);
  const action = useFormMutation({ mutationFn: check, forbiddenIsFormError: true });
  // Adjusted while rendering (not in an effect) so a stale result is never drawn.
  if (answer && answer.subject !== subject) setAnswer(null);

  const run = async () => {
    setAnswer(null);
    const checked = subject;
    const result = await action.run();
    if (result) setAnswer({ subject: checked, result });
  };
  const shown = answer?.subject === subject ? answer.result : null;

  return (
    <div className="za-payment-check" data-testid="payment-connection-check">
      <button type="button" className="za-button za-button--secondary" onClick={run} disabled={action.busy}>
        {action.busy ? 'Sprawdzanie…' : 'Sprawdź połączenie'}
      </button>
      {shown ? (
        <Notice tone={shown.ok ? 'success' : 'error'}>
          {shown.ok ? 'Połączenie działa' : shown.message}
        </Notice>
      ) : null}
      <FormErrors errors={action.errors} title="Nie udało się sprawdzić połączenia:" />
    </div>
  );
}
