/**
 * "refunded" after a full refund (first document §4 participant status: kept by the automatic update, and
 * "For refunded, cancelled or waiting participants, required and late left-to-pay are set to zero"): when a
 * refund asked for with `markRefunded` is settled, each participant whose billings hold nothing any more
 * becomes refunded, in the settlement's transaction. A participant still holding money keeps its status.
 */
import type { Billing } from '@zapisy/core';
import type { Store, StoreSession } from '../../storage/index.js';
import { billingsOf } from '../participants/index.js';
import type { ProjectMoneyOptions } from '../projects/index.js';
import { participantsOf } from '../projects/index.js';
import type { OrganizerPaymentRecord } from './organizer-records.js';
import { refreshParticipantMoney } from './participant-money.js';
import type { SettledHook } from './settle-payment.js';
import type { PaymentRecord, PaymentShare } from './store.js';

const heldBy = (billings: readonly Billing[]): number =>
  billings.reduce((sum, billing) => sum + billing.payments.reduce((s, p) => s + p.amount, 0), 0);

export async function markRefundedParticipants(
  store: Store,
  session: StoreSession,
  refund: PaymentRecord,
  shares: readonly PaymentShare[],
  options: ProjectMoneyOptions,
): Promise<string[]> {
  if (refund.type !== 'refund' || (refund as OrganizerPaymentRecord).markRefunded !== true) return [];
  const tenant = { organizationId: refund.organizationId, eventId: refund.eventId };
  const candidates = new Set<string>(refund.participantIds ?? []);
  for (const share of shares) if (share.sourceId) candidates.add(share.sourceId);
  const participants = participantsOf(store, tenant);
  const marked: string[] = [];
  for (const participantId of candidates) {
    const billings = await billingsOf(store, tenant).find({ sourceId: participantId }, { session }).toArray();
    if (heldBy(billings as Billing[]) !== 0) continue;
    const updated = await participants.updateOne(
      { _id: participantId, status: { $ne: 'refunded' } },
      { $set: { status: 'refunded', statusDate: options.now, isDirty: true } },
      { session },
    );
    if (updated.modifiedCount === 1) marked.push(participantId);
  }
  // The dues of a refunded participant are zero: the recalculation applies that rule.
  if (marked.length > 0) await refreshParticipantMoney(store, session, tenant, marked, options);
  return marked;
}

/** The same as a settlement hook, for settling a refund from its gateway notification. */
export function markRefundedHook(store: Store, options: ProjectMoneyOptions): SettledHook {
  return async (session, payment, shares) => {
    await markRefundedParticipants(store, session, payment, shares, options);
  };
}
