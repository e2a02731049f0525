/**
 * The generic rules of an organization's integration settings (second document §3 "Integrations"). The
 * modules and their fields belong to the plugins (`PluginSettings`); core knows only the choices, the
 * `accounts` holding each module group's values, and how secrets travel.
 *
 * Secret fields are stored encrypted by the server and never sent back in clear: a response carries
 * `{ set: true }` or `{ set: false }` in their place. Second document §1: "Empty-string integration keys
 * count as unset."
 */

/** The keys of `integrations` core owns; anything else found there was a module group of older versions. */
export const ORGANIZATION_INTEGRATION_FIELDS = [
  'useSystemPaymentAccounts',
  'paymentModule',
  'isAccountingEnabled',
  'accountingModule',
  'accounts',
] as const;

/** What a response shows instead of a secret. */
export interface SecretMarker {
  set: boolean;
}

/** How an audit entry shows a secret value (set); an unset secret is null. */
export const AUDIT_SECRET_PLACEHOLDER = '••••';

/** Second document §1: "Empty-string integration keys count as unset" (also null, absent, blanks). */
export function isSecretValueSet(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
