import type { PaymentProviderContext } from '@zapisy/core';

export const P24_PRODUCTION_HOST = 'https://secure.przelewy24.pl';
export const P24_SANDBOX_HOST = 'https://sandbox.przelewy24.pl';

/** The gateway host: `context.baseUrl` (the local fake) wins over the mode's public host. */
export function p24Host(context: Pick<PaymentProviderContext, 'baseUrl' | 'mode'>): string {
  const host = context.baseUrl ?? (context.mode === 'sandbox' ? P24_SANDBOX_HOST : P24_PRODUCTION_HOST);
  return host.replace(/\/+$/, '');
}
