/**
 * Which of the project's gateway accounts a notification must be signed with: the one its payment (or
 * refund) was created on (`accountSource`) while that account is still stored, else the one in use now.
 * A project that switched accounts (its own keys added or removed, system accounts turned on or off)
 * keeps taking the notifications of payments started before the switch, and a signature made with any
 * other of its accounts is rejected like a forged one.
 */
import type {
  PaymentAccountSource,
  PaymentNotificationInput,
  PaymentNotificationResult,
  PaymentProvider,
  PaymentProviderContext,
} from '@zapisy/core';
import { paymentsOf } from './collections.js';
import type { PaymentFlowDeps } from './payment-flow-deps.js';

interface Tenant {
  organizationId: string;
  eventId: string;
}

const WRONG_ACCOUNT: PaymentNotificationResult = {
  accepted: false,
  httpStatus: 401,
  reason: 'signed with another account of the project than the one the payment was created on',
};

async function accountsOf(
  deps: PaymentFlowDeps,
  provider: PaymentProvider,
  tenant: Tenant,
): Promise<Array<{ source: PaymentAccountSource | null; context: () => Promise<PaymentProviderContext> }>> {
  if (deps.accountContexts) return deps.accountContexts(provider, tenant.organizationId, tenant.eventId);
  return [{ source: null, context: () => deps.context(provider, tenant.organizationId, tenant.eventId) }];
}

/** The account source the notification's payment expects, among the stored ones (`sources`, current first). */
async function expectedSource(
  deps: PaymentFlowDeps,
  provider: PaymentProvider,
  tenant: Tenant,
  result: Extract<PaymentNotificationResult, { accepted: true }>,
  sources: ReadonlyArray<PaymentAccountSource | null>,
): Promise<PaymentAccountSource | null> {
  const { event } = result;
  const ids = [event.paymentId, event.type === 'refund' ? event.refundId : undefined].filter(
    (id): id is string => typeof id === 'string',
  );
  const payment = await paymentsOf(deps.store, tenant).findOne(
    { _id: { $in: ids }, provider: provider.id },
    { projection: { accountSource: 1 } },
  );
  const own = payment?.accountSource;
  return own && sources.includes(own) ? own : (sources[0] ?? null);
}

export async function verifyNotification(
  deps: PaymentFlowDeps,
  provider: PaymentProvider,
  tenant: Tenant,
  input: PaymentNotificationInput,
): Promise<PaymentNotificationResult> {
  const accounts = await accountsOf(deps, provider, tenant);
  const sources = accounts.map((account) => account.source);
  let rejected: PaymentNotificationResult | null = null;
  for (const { source, context } of accounts) {
    const result = await provider.parseNotification(input, await context());
    // Unreadable is unreadable with any key; only a failed signature is worth another account.
    if (!result.accepted && result.httpStatus === 400) return result;
    if (!result.accepted) {
      rejected ??= result;
      continue;
    }
    if (accounts.length === 1) return result;
    if ((await expectedSource(deps, provider, tenant, result, sources)) === source) return result;
    rejected = WRONG_ACCOUNT;
  }
  return rejected ?? WRONG_ACCOUNT;
}
