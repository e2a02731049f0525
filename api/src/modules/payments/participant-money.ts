/**
 * A participant's money after its billings changed: billings recalculated for "now" (late after their
 * date plus grace days), the participant's `calculated` figures read from them (core billingFigures) and
 * its status by the spec's automatic update (core recalculateParticipantStatus: skipped for present,
 * cancelled, waiting, refunded). Runs inside the caller's transaction.
 */
import {
  type Billing,
  billingChangedEvent,
  billingFigures,
  isParticipantStatus,
  type NewDomainEvent,
  type Participant,
  type ParticipantCalculated,
  type ParticipantStatus,
  recalculateBillings,
  recalculateParticipantStatus,
} from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import type { Store, StoreSession } from '../../storage/index.js';
import { billingsOf, participantStatusChangedEvent } from '../participants/index.js';
import type { ProjectMoneyOptions } from '../projects/index.js';
import { participantsOf } from '../projects/index.js';

export interface ParticipantMoneyChange {
  participantId: string;
  status: ParticipantStatus;
  previousStatus: string;
  calculated: ParticipantCalculated;
}

const EMPTY: ParticipantCalculated = {
  totalSum: 0,
  leftToPay: 0,
  leftToPayLate: 0,
  leftToPayRequired: 0,
  payments: 0,
};

function sameBilling(a: Billing, b: Billing): boolean {
  return (
    a.status === b.status && a.leftToPay === b.leftToPay && a.paidDate?.getTime() === b.paidDate?.getTime()
  );
}

export async function refreshParticipantMoney(
  store: Store,
  session: StoreSession,
  tenant: { organizationId: string; eventId: string },
  participantIds: readonly string[],
  options: ProjectMoneyOptions,
): Promise<ParticipantMoneyChange[]> {
  const changes: ParticipantMoneyChange[] = [];
  const events: NewDomainEvent[] = [];
  const billings = billingsOf(store, tenant);
  const participants = participantsOf(store, tenant);
  for (const participantId of new Set(participantIds)) {
    const stored = await billings.find({ sourceId: participantId }, { session }).toArray();
    const current = recalculateBillings(stored, options);
    for (const [index, billing] of current.entries()) {
      if (sameBilling(billing, stored[index]!)) continue;
      const { _id, ...fields } = { ...stored[index]!, ...billing };
      await billings.replaceOne({ _id }, fields, { session });
      events.push(billingChangedEvent(tenant, { ...fields, _id }));
    }
    const participant = await participants.findOne({ _id: participantId }, { session });
    if (!participant) continue;
    const figures = billingFigures(current, options.now);
    const calculated: ParticipantCalculated = {
      ...EMPTY,
      ...(participant.calculated as ParticipantCalculated | undefined),
      leftToPay: figures.leftToPay,
      leftToPayLate: figures.late,
      leftToPayRequired: figures.required,
      payments: figures.payments,
    };
    const previousStatus = String(participant.status ?? 'registered');
    const { participant: next } = recalculateParticipantStatus(
      { ...(participant as unknown as Participant), calculated },
      {
        now: options.now,
        billingsCount: figures.billingsCount,
        paymentsCount: figures.paymentsCount,
        billingEnabled: options.billingEnabled,
      },
    );
    const set: Record<string, unknown> = { calculated: next.calculated ?? calculated };
    if (next.status !== participant.status) {
      set.status = next.status;
      set.statusDate = next.statusDate;
      set.isDirty = true;
      if (next.notified !== undefined) set.notified = next.notified;
    }
    await participants.updateOne({ _id: participantId }, { $set: set }, { session });
    if (next.status !== participant.status) {
      events.push(
        participantStatusChangedEvent(tenant, {
          participantId,
          customerId: typeof participant.customerId === 'string' ? participant.customerId : null,
          from: isParticipantStatus(participant.status) ? participant.status : null,
          to: next.status,
        }),
      );
    }
    changes.push({
      participantId,
      status: next.status,
      previousStatus,
      calculated: next.calculated ?? calculated,
    });
  }
  await emitEvents(store, events, { session, now: options.now });
  return changes;
}
