/** What applying notifications and settling payments need from the server (tests pass their own). */
import type { PaymentAccountSource, PaymentProvider, PaymentProviderContext } from '@zapisy/core';
import type { JobsLogger } from '../../jobs/types.js';
import type { Store } from '../../storage/index.js';

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
   * The project's account in use for the provider and, read only when asked, its other stored accounts:
   * a notification is verified with the account its payment was created on. Absent: only `context`.
   */
  notificationAccounts?(
    provider: PaymentProvider,
    organizationId: string,
    eventId: string,
  ): Promise<NotificationAccounts>;
  now(): Date;
  log: JobsLogger;
  /** Attempts before a notification is left as failed (PAYMENT_NOTIFICATION_MAX_ATTEMPTS). */
  maxAttempts: number;
}

/** The accounts a notification may be signed with (payment-setup.ts accountChoices, as call contexts). */
export interface NotificationAccounts {
  current: { source: PaymentAccountSource; context(): Promise<PaymentProviderContext> };
  /** The context of the account stored at `source`, or null when there is none. */
  other(source: PaymentAccountSource): Promise<PaymentProviderContext | null>;
}
