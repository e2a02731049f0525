import type { ApiClient } from '../../api/client.js';

/** The answer of a gateway keys check: a failed check is a 200 with `ok: false` and a Polish message. */
export interface ConnectionCheckAnswer {
  ok: boolean;
  reason?: 'unauthorized' | 'unreachable' | 'misconfigured';
  message: string;
}

/** A check of a provider's keys: the form's values (saved or not) for that provider. */
export type CheckConnection = (
  provider: string,
  settings: Record<string, unknown> | undefined,
) => Promise<ConnectionCheckAnswer>;

const seg = encodeURIComponent;

/** Where each kind of account is checked: organization (api/src/integrations/routes.ts), system, project. */
export const connectionCheckPaths = {
  organization: (organizationId: string) => `/organizations/${seg(organizationId)}/integrations/check`,
  system: () => '/system/payment-accounts/check',
  project: (eventId: string) => `/projects/${seg(eventId)}/payment-integration/check`,
};

/**
 * Checks a provider's keys at `path`: the form's values (saved or not) are sent; a secret shown as `{ set }`,
 * left blank or left out means the stored key, which the server uses without ever sending it back.
 */
export function checkConnectionAt(
  api: ApiClient,
  path: string,
  provider: string,
  settings: Record<string, unknown> | undefined,
): Promise<ConnectionCheckAnswer> {
  return api.post<ConnectionCheckAnswer>(path, { provider, ...(settings ? { settings } : {}) });
}

/** `POST /organizations/{organizationId}/integrations/check` for the organization's payment module. */
export function checkPaymentConnection(
  api: ApiClient,
  organizationId: string,
  paymentModule: string,
  settings: Record<string, unknown> | undefined,
): Promise<ConnectionCheckAnswer> {
  return checkConnectionAt(api, connectionCheckPaths.organization(organizationId), paymentModule, settings);
}
