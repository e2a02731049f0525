import type { PluginSettings } from '@zapisy/core';
import { useApi } from '../../app/services.js';
import { ConnectionCheck } from './ConnectionCheck.js';
import { checkPaymentConnection } from './payment-connection-api.js';

/**
 * 'Sprawdź połączenie' next to the organization's payment module settings: checks the keys in the form
 * (typed, not yet saved, or stored) of the chosen module's settings group before the organizer goes live.
 */
export function PaymentConnectionCheck({
  organizationId,
  module,
  integrations,
}: {
  organizationId: string;
  /** The chosen payment module's declaration (none: no check). */
  module: PluginSettings | undefined;
  integrations: Record<string, unknown> | undefined;
}) {
  const api = useApi();
  if (!module) return null;

  const check = () => {
    const accounts = integrations?.accounts as Record<string, unknown> | undefined;
    const group = accounts?.[module.group];
    const settings =
      typeof group === 'object' && group !== null ? (group as Record<string, unknown>) : undefined;
    return checkPaymentConnection(api, organizationId, module.module, settings);
  };
  return <ConnectionCheck check={check} subject={module.module} />;
}
