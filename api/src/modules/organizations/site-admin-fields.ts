/**
 * Settings of an organization only the site admin changes (second document §3 "system accounts granted
 * by the site admin"; ARCHITECTURE "Plugins"): the subscription status and `useSystemPaymentAccounts`,
 * with which the organization takes payments on the platform's merchant accounts. An organization admin's
 * PATCH that changes one of them is refused whole with 403 and a Polish message (the spec's error
 * contract for access); sending the current value back (a form that saves everything) is not a change.
 */
import { ForbiddenError, type OrganizationSettings } from '@zapisy/core';

export const SUBSCRIPTION_FORBIDDEN_MESSAGE = 'Status subskrypcji może zmienić tylko administrator serwisu';
export const SYSTEM_ACCOUNTS_FORBIDDEN_MESSAGE =
  'Korzystanie z systemowych kont płatności może przyznać lub odebrać tylko administrator serwisu';

export interface SiteAdminFieldsInput {
  before: { subscriptionStatus?: string | undefined; settings: OrganizationSettings };
  subscriptionStatus: unknown;
  patch: Record<string, unknown>;
  isSiteAdmin: boolean;
}

function requestedSystemAccounts(patch: Record<string, unknown>): unknown {
  const integrations = patch.integrations;
  if (typeof integrations !== 'object' || integrations === null) return undefined;
  return (integrations as Record<string, unknown>).useSystemPaymentAccounts;
}

/** Throws ForbiddenError (403) when a caller who is not the site admin changes a site-admin-only field. */
export function assertSiteAdminFields(input: SiteAdminFieldsInput): void {
  if (input.isSiteAdmin) return;
  const { before, subscriptionStatus, patch } = input;
  if (subscriptionStatus !== undefined && subscriptionStatus !== before.subscriptionStatus) {
    throw new ForbiddenError(SUBSCRIPTION_FORBIDDEN_MESSAGE);
  }
  const systemAccounts = requestedSystemAccounts(patch);
  if (
    systemAccounts !== undefined &&
    systemAccounts !== before.settings.integrations.useSystemPaymentAccounts
  ) {
    throw new ForbiddenError(SYSTEM_ACCOUNTS_FORBIDDEN_MESSAGE);
  }
}
