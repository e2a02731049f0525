import type { ApiClient } from '../../api/client.js';

/** `POST /organizations/{organizationId}/integrations/check` (api/src/integrations/routes.ts). */
export interface ConnectionCheckAnswer {
  ok: boolean;
  reason?: 'unauthorized' | 'unreachable' | 'misconfigured';
  message: string;
}

/** The `integrations` group holding a payment module's keys (P24 Marketplace shares Przelewy24's). */
export function paymentSettingsGroup(paymentModule: string): string {
  return paymentModule === 'przelewy24marketplace' ? 'przelewy24' : paymentModule;
}

/**
 * Checks the module's keys: the form's values (saved or not) are sent; a secret shown as `{ set }` or left
 * blank means the stored key, which the server uses without ever sending it back.
 */
export function checkPaymentConnection(
  api: ApiClient,
  organizationId: string,
  paymentModule: string,
  settings: Record<string, unknown> | undefined,
): Promise<ConnectionCheckAnswer> {
  return api.post<ConnectionCheckAnswer>(
    `/organizations/${encodeURIComponent(organizationId)}/integrations/check`,
    { provider: paymentModule, ...(settings ? { settings } : {}) },
  );
}
