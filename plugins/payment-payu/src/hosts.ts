import type { PaymentProviderContext } from '@zapisy/core';

export const PAYU_HOSTS = {
  production: 'https://secure.payu.com',
  sandbox: 'https://secure.snd.payu.com',
} as const;

/** The PayU host: the context's override (the local fake) or the mode's host, without a trailing slash. */
export function payuBase(context: Pick<PaymentProviderContext, 'mode' | 'baseUrl'>): string {
  const base = context.baseUrl ?? PAYU_HOSTS[context.mode];
  return base.replace(/\/+$/, '');
}
