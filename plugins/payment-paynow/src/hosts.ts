import type { PaymentProviderContext } from '@zapisy/core';

export const PAYNOW_HOSTS = {
  production: 'https://api.paynow.pl',
  sandbox: 'https://api.sandbox.paynow.pl',
} as const;

/** The API host: the context's override (the local fake) or the mode's Paynow host, without a trailing slash. */
export function paynowApiBase(context: Pick<PaymentProviderContext, 'mode' | 'baseUrl'>): string {
  const base = context.baseUrl ?? PAYNOW_HOSTS[context.mode];
  return base.replace(/\/+$/, '');
}
