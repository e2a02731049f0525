/**
 * What the integrations use cases (credential checks, gateway onboarding) take from the server; each names
 * the part it uses. The routes build it once (`integrationDepsOf`, app-wiring.ts).
 */
import type { PaymentProvider, PluginLogger } from '@zapisy/core';
import type { JobsLogger } from '../../jobs/types.js';
import type { Store } from '../../storage/index.js';
import type { PaymentDeps, ProviderContextDeps } from '../payments/index.js';

export interface IntegrationDeps {
  store: Store;
  /** The loaded payment providers. */
  paymentProviders(): PaymentProvider[];
  /** The call context with an account already resolved (the payments module's). */
  accountContext: PaymentDeps['accountContext'];
  /** What opening stored keys needs: the secret box and the gateways' addresses. */
  keys: Pick<ProviderContextDeps, 'box' | 'config'>;
  /** Where credential checks log (who checked what and the outcome, never the keys). */
  checkLog: PluginLogger;
  log: JobsLogger;
}
