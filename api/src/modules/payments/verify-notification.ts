/**
 * Which of the project's gateway accounts a notification must be signed with: the one its payment (or
 * refund) was created on (`accountSource`) while that account is still stored, else the one in use now.
 * A project that switched accounts (its own keys added or removed, system accounts turned on or off)
 * keeps taking the notifications of payments started before the switch, and a signature made with any
 * other of its accounts is rejected like a forged one. The common case costs one parse and one read of
 * the payment: the other accounts are read and decrypted only when the one in use does not fit.
 */
import {
  isConfigurationError,
  notConfiguredNotification,
  PAYMENT_ACCOUNT_SOURCES,
  type PaymentAccountSource,
  type PaymentNotificationInput,
  type PaymentNotificationResult,
  type PaymentProvider,
  type PaymentProviderContext,
} from '@zapisy/core';
import type { PaymentFlowDeps } from './payment-flow-deps.js';
import { paymentsOf } from './store.js';

interface Tenant {
  organizationId: string;
  eventId: string;
}

type Accepted = Extract<PaymentNotificationResult, { accepted: true }>;

const WRONG_ACCOUNT: PaymentNotificationResult = {
  accepted: false,
  httpStatus: 401,
  reason: 'signed with another account of the project than the one the payment was created on',
};

/** The account the notification's payment (or refund) was created on; undefined when unknown or unrecorded. */
async function startedOn(
  deps: PaymentFlowDeps,
  provider: PaymentProvider,
  tenant: Tenant,
  { event }: Accepted,
): Promise<PaymentAccountSource | undefined> {
  const ids = [event.paymentId, event.type === 'refund' ? event.refundId : undefined].filter(
    (id): id is string => typeof id === 'string',
  );
  const payments = paymentsOf(deps.store, tenant);
  // One exact _id lookup each (the common case is one id): an index hit on every store.
  for (const _id of ids) {
    const payment = await payments.findOne(
      { _id, provider: provider.id },
      { projection: { accountSource: 1 } },
    );
    if (payment) return payment.accountSource;
  }
  return undefined;
}

/**
 * The provider's verdict; a provider that throws its missing settings (PaymentProviderError
 * 'configuration') instead of answering 404 is not configured for the project, never a server error.
 */
async function parseWith(
  provider: PaymentProvider,
  input: PaymentNotificationInput,
  context: PaymentProviderContext,
): Promise<PaymentNotificationResult> {
  try {
    return await provider.parseNotification(input, context);
  } catch (error) {
    if (isConfigurationError(error)) return notConfiguredNotification(error.message);
    throw error;
  }
}

export async function verifyNotification(
  deps: PaymentFlowDeps,
  provider: PaymentProvider,
  tenant: Tenant,
  input: PaymentNotificationInput,
): Promise<PaymentNotificationResult> {
  const accounts = await deps.notificationAccounts?.(provider, tenant.organizationId, tenant.eventId);
  const context = accounts
    ? await accounts.current.context()
    : await deps.context(provider, tenant.organizationId, tenant.eventId);
  const result = await parseWith(provider, input, context);
  // Unreadable is unreadable with any key; without other accounts the one in use decides.
  if (!accounts || (!result.accepted && result.httpStatus === 400)) return result;
  const current = accounts.current.source;

  if (result.accepted) {
    const own = await startedOn(deps, provider, tenant, result);
    if (!own || own === current) return result;
    const ownContext = await accounts.other(own);
    // Its account is gone: the one in use decides. Else the payment's own account must verify it too.
    if (!ownContext) return result;
    return (await parseWith(provider, input, ownContext)).accepted ? result : WRONG_ACCOUNT;
  }

  // A failed signature: perhaps a payment started on another of the project's accounts.
  for (const source of PAYMENT_ACCOUNT_SOURCES) {
    if (source === current) continue;
    const other = await accounts.other(source);
    if (!other) continue;
    const again = await parseWith(provider, input, other);
    if (again.accepted && (await startedOn(deps, provider, tenant, again)) === source) return again;
  }
  return result;
}
