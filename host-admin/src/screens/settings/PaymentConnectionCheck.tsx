import { useApi } from '../../app/services.js';
import { ConnectionCheck } from './ConnectionCheck.js';
import { checkPaymentConnection, paymentSettingsGroup } from './payment-connection-api.js';

/**
 * 'Sprawdź połączenie' next to the organization's payment module settings: checks the keys in the form
 * (typed, not yet saved, or stored) before the organizer goes live.
 */
export function PaymentConnectionCheck({
  organizationId,
  integrations,
}: {
  organizationId: string;
  integrations: Record<string, unknown> | undefined;
}) {
  const api = useApi();
  const paymentModule = typeof integrations?.paymentModule === 'string' ? integrations.paymentModule : 'none';
  if (paymentModule === 'none') return null;

  const check = () => {
    const group = integrations?.[paymentSettingsGroup(paymentModule)];
    const settings =
      typeof group === 'object' && group !== null ? (group as Record<string, unknown>) : undefined;
    return checkPaymentConnection(api, organizationId, paymentModule, settings);
  };
  return <ConnectionCheck check={check} subject={paymentModule} />;
}
