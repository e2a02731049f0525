import type { CredentialsCheck, PaymentProvider } from '@zapisy/core';
import { fakeProviderContext } from './provider-context.js';
import { ProviderLogCollector } from './provider-log.js';

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

export interface FakeGatewayCheck<F> {
  /** The running fake (after `start`). */
  readonly fake: F;
  /** What the provider logged in every check. */
  readonly logged: ProviderLogCollector;
  /** Starts the fake (for `beforeAll`). */
  start(): Promise<void>;
  /** Closes the fake (for `afterAll`). */
  close(): Promise<void>;
  /** `checkCredentials` of the provider with `settings`, against the fake or `baseUrl`. */
  check(settings: Readonly<Record<string, unknown>>, baseUrl?: string): Promise<CredentialsCheck>;
}

/**
 * The set-up of a provider's 'Sprawdź połączenie' tests: one fake from `startFake`, the provider's log kept,
 * `check` run against the fake unless another URL is given (e.g. `closedGatewayUrl`).
 */
export function fakeGatewayCheck<F extends { url: string; close(): Promise<void> }>(
  provider: PaymentProvider,
  startFake: () => Promise<F>,
): FakeGatewayCheck<F> {
  const logged = new ProviderLogCollector();
  const checkAt = credentialsChecker(provider, logged);
  let running: F | undefined;
  const current = (): F => {
    if (!running) throw new Error(`${provider.id}: the fake gateway is not started`);
    return running;
  };
  return {
    get fake() {
      return current();
    },
    logged,
    start: async () => {
      running = await startFake();
    },
    close: () => current().close(),
    check: (settings, baseUrl) => checkAt(settings, baseUrl ?? current().url),
  };
}
