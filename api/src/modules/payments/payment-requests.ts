/**
 * Idempotency of a payer's "pay online" request: the first request with an `idempotencyKey` claims
 * `{eventId}:{customerId}:{key}` in `paymentRequests` (a unique `_id`, so two requests at once cannot both
 * claim it); a repeat within 15 minutes gets the claimed payment back instead of a second one. An older
 * claim is taken over atomically (the payer came back much later: a new payment).
 */
import { type Store, TenantRepository } from '../../storage/index.js';

export const PAYMENT_REQUESTS = 'paymentRequests';
export const IDEMPOTENCY_WINDOW_MS = 15 * 60_000;

export interface PaymentRequestRecord {
  _id: string;
  organizationId: string;
  eventId: string;
  customerId: string;
  paymentId: string;
  createdAt: Date;
}

type Tenant = { organizationId: string; eventId: string };

function requestsOf(store: Store, tenant: Tenant) {
  return new TenantRepository(store.db.collection<PaymentRequestRecord>(PAYMENT_REQUESTS), tenant);
}

export type Claim = { kind: 'claimed' } | { kind: 'repeat'; paymentId: string };

export async function claimPaymentRequest(
  store: Store,
  tenant: Tenant,
  input: { customerId: string; idempotencyKey: string; paymentId: string; now: Date },
): Promise<Claim> {
  const requests = requestsOf(store, tenant);
  const _id = `${tenant.eventId}:${input.customerId}:${input.idempotencyKey}`;
  const record = { customerId: input.customerId, paymentId: input.paymentId, createdAt: input.now };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await requests.insertOne({ _id, ...tenant, ...record });
      return { kind: 'claimed' };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
    const existing = await requests.findOne({ _id });
    if (!existing) continue;
    if (input.now.getTime() - existing.createdAt.getTime() < IDEMPOTENCY_WINDOW_MS) {
      return { kind: 'repeat', paymentId: existing.paymentId };
    }
    const taken = await requests.findOneAndUpdate(
      { _id, createdAt: existing.createdAt },
      { $set: record },
      { returnDocument: 'after' },
    );
    if (taken) return { kind: 'claimed' };
  }
  throw new Error('payment request claim kept changing');
}

/** The payment of a claim made within the window, if any (a repeat answered before anything is checked). */
export async function recentPaymentRequest(
  store: Store,
  tenant: Tenant,
  input: { customerId: string; idempotencyKey: string; now: Date },
): Promise<string | null> {
  const existing = await requestsOf(store, tenant).findOne({
    _id: `${tenant.eventId}:${input.customerId}:${input.idempotencyKey}`,
  });
  if (!existing || input.now.getTime() - existing.createdAt.getTime() >= IDEMPOTENCY_WINDOW_MS) return null;
  return existing.paymentId;
}
