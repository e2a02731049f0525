/** What applying notifications and settling payments need from the server (tests pass their own). */
import type { PaymentAccountSource, PaymentProvider, PaymentProviderContext } from '@zapisy/core';
import type { JobsLogger } from '../jobs/types.js';
import type { Store } from '../storage/index.js';

export interface PaymentFlowDeps {
  store: Store;
  /** The registered provider with this id (the notification path's {provider}). */
  provider(id: string): PaymentProvider | undefined;
  /**
   * The call context with the provider's account for the project (its override, else the system account
   * when the organization uses system accounts, else the organization's); without `eventId`, for the
   * organization. With `startedWith` (a payment's `accountSource`), that account while it is stored.
   */
  context(
    provider: PaymentProvider,
    organizationId: string,
    eventId?: string,
    startedWith?: PaymentAccountSource,
  ): Promise<PaymentProviderContext>;
  /**
   * Every stored account of the provider for the project, the one in use first, each with its context
   * (keys decrypted only when asked): a notification is verified with the account its payment was created
   * on. Absent: only `context`.
   */
  accountContexts?(
    provider: PaymentProvider,
    organizationId: string,
    eventId: string,
  ): Promise<Array<{ source: PaymentAccountSource; context: () => Promise<PaymentProviderContext> }>>;
  now(): Date;
  log: JobsLogger;
  /** Attempts before a notification is left as failed (PAYMENT_NOTIFICATION_MAX_ATTEMPTS). */
  maxAttempts: number;
}
