/**
 * Integration key groups of an organization (second document §3 "Integrations"): payment providers
 * (Paynow: apiKey, signKey; PayU: posId, clientId, secret, md5; Przelewy24: posId, merchantId, orderKey,
 * crcKey, apiKey, marketplace fields, cost, verified) and invoicing providers (iFirma: userName, three
 * passwords, numberingScheme, customersFilter; Fakturownia: domain, token).
 *
 * Secret fields are stored encrypted by the server and never sent back in clear: a response carries
 * `{ set: true }` or `{ set: false }` in their place. Second document §1: "Empty-string integration keys
 * count as unset."
 */

export const INTEGRATION_PROVIDERS = ['paynow', 'payu', 'przelewy24', 'ifirma', 'fakturownia'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** The secret fields of each provider group; everything else in a group is plain configuration. */
export const INTEGRATION_SECRET_FIELDS: Readonly<Record<IntegrationProvider, readonly string[]>> = {
  paynow: ['apiKey', 'signKey'],
  payu: ['secret', 'md5'],
  przelewy24: ['orderKey', 'crcKey', 'apiKey'],
  ifirma: ['passwordInvoice', 'passwordReceipt', 'passwordAccount'],
  fakturownia: ['token'],
};

/** What a response shows instead of a secret. */
export interface SecretMarker {
  set: boolean;
}

/** How an audit entry shows a secret value (set); an unset secret is null. */
export const AUDIT_SECRET_PLACEHOLDER = '••••';

/** True for `integrations.<provider>.<secret field>`, e.g. 'integrations.paynow.apiKey'. */
export function isIntegrationSecretPath(path: string): boolean {
  const [root, provider, field, ...rest] = path.split('.');
  if (root !== 'integrations' || provider === undefined || field === undefined || rest.length > 0) {
    return false;
  }
  const fields = (INTEGRATION_SECRET_FIELDS as Record<string, readonly string[] | undefined>)[provider];
  return fields?.includes(field) ?? false;
}

/** Second document §1: "Empty-string integration keys count as unset" (also null, absent, blanks). */
export function isSecretValueSet(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
