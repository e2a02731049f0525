import { useState } from 'react';
import { useApi } from '../../app/services.js';
import { FormErrors, Notice } from '../../forms/fields.js';
import { useFormAction } from '../../forms/use-form-action.js';
import {
  type ConnectionCheckAnswer,
  checkPaymentConnection,
  paymentSettingsGroup,
} from './payment-connection-api.js';

/**
 * 'Sprawdź połączenie' next to the payment module's settings: asks the gateway whether the keys in the form
 * (typed, not yet saved, or stored) work, before the organizer goes live. Shows 'Połączenie działa' or the
 * server's Polish reason.
 */
export function PaymentConnectionCheck({
  organizationId,
  integrations,
}: {
  organizationId: string;
  integrations: Record<string, unknown> | undefined;
}) {
  const api = useApi();
  const [answer, setAnswer] = useState<{ module: string; result: ConnectionCheckAnswer } | null>(null);
  const check = useFormAction(
    (module: string, settings: Record<string, unknown> | undefined) =>
      checkPaymentConnection(api, organizationId, module, settings),
    { forbiddenIsFormError: true },
  );
  const paymentModule = typeof integrations?.paymentModule === 'string' ? integrations.paymentModule : 'none';
  if (paymentModule === 'none') return null;

  const run = async () => {
    setAnswer(null);
    const group = integrations?.[paymentSettingsGroup(paymentModule)];
    const settings =
      typeof group === 'object' && group !== null ? (group as Record<string, unknown>) : undefined;
    const result = await check.run(paymentModule, settings);
    if (result) setAnswer({ module: paymentModule, result });
  };
  // A result belongs to the module it was checked for.
  const shown = answer?.module === paymentModule ? answer.result : null;

  return (
    <div className="za-payment-check" data-testid="payment-connection-check">
      <button type="button" className="za-button za-button--secondary" onClick={run} disabled={check.busy}>
        {check.busy ? 'Sprawdzanie…' : 'Sprawdź połączenie'}
      </button>
      {shown ? (
        <Notice tone={shown.ok ? 'success' : 'error'}>
          {shown.ok ? 'Połączenie działa' : shown.message}
        </Notice>
      ) : null}
      <FormErrors errors={check.errors} title="Nie udało się sprawdzić połączenia:" />
    </div>
  );
}
