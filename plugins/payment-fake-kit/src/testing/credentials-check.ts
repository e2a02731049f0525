import type { CredentialsCheck, PaymentProvider } from '@zapisy/core';
import { fakeProviderContext } from './provider-context.js';
import type { ProviderLogCollector } from './provider-log.js';

/**
 * 'Sprawdź połączenie' of `provider` against a fake: `check(settings, baseUrl)` runs `checkCredentials`
 * with a context pointed at `baseUrl`, logging into `log`.
 */
export function credentialsChecker(provider: PaymentProvider, log: ProviderLogCollector) {
  return (settings: Readonly<Record<string, unknown>>, baseUrl: string): Promise<CredentialsCheck> => {
    if (!provider.checkCredentials) return Promise.reject(new Error(`${provider.id}: no checkCredentials`));
    return provider.checkCredentials({}, fakeProviderContext({ baseUrl, settings, log }));
  };
}

/** The URL of a fake that was started and closed again: nothing answers there ("gateway down"). */
export async function closedGatewayUrl(start: () => Promise<{ url: string; close(): Promise<void> }>) {
  const gateway = await start();
  await gateway.close();
  return gateway.url;
}
