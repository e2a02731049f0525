/**
 * What the payments use cases take from the server. Each use case names the part it uses
 * (`Pick<PaymentDeps, …>`); the routes build the whole object once per server (`paymentDepsOf`, app-flow.ts)
 * and tests may pass their own.
 */
import type { PaymentProvider, PaymentProviderContext } from '@zapisy/core';
import type { JobsLogger } from '../../jobs/types.js';
import type { Store } from '../../storage/index.js';
import type { StoredAccountGroup } from './payment-accounts.js';
import type { PaymentFlowDeps } from './payment-flow-deps.js';

/** The kept answers of `onlinePaymentsAvailable`, by project. */
export type OnlineAnswers = Map<string, { at: number; available: boolean }>;

export interface PaymentDeps {
  store: Store;
  /** The registered providers, their call contexts, the clock and the notification path's settings. */
  flow: PaymentFlowDeps;
  /** The call context with an account already resolved (payment-setup.ts), without reading it again. */
  accountContext(provider: PaymentProvider, group: StoredAccountGroup): Promise<PaymentProviderContext>;
  /** The secret payer keys are signed with (payer-key.ts), loaded on first use. */
  payerSecret(): Promise<Buffer>;
  /** Where the server is reached (gateways' notify URLs) and the base domain of projects' pages. */
  addresses: { publicUrl: string; baseDomain: string };
  log: JobsLogger;
  onlineAnswers: OnlineAnswers;
}
