/**
 * The organizer's cash payment (first document §2 participants grid row action "add cash payment"): a
 * COMPLETED payment of method 'cash' for one participant's billings, settled at once with its
 * payment.completed event (the payment-executed webhook subscribes) and the audit entry of who took it. All or nothing: if settling fails, the
 * payment record is removed again.
 */
import { BusinessError, checkCashPayment, generateId, NotFoundError } from '@zapisy/core';
import { type AuditActor, recordAudit } from '../audit/index.js';
import { customersOf, type ProjectRecord, participantsOf } from '../projects/index.js';
import type { OrganizerPaymentRecord } from './organizer-records.js';
import { organizerPaymentsOf } from './organizer-records.js';
import { fullName, participantName } from './payer-names.js';
import { PAYMENT_AUDIT_ACTIONS, paymentAudit } from './payment-audit.js';
import { type SettleNowDeps, settleNow } from './settle-now.js';

export interface CashPaymentBody {
  participantId: string;
  amount: number;
  date?: string;
  description?: string;
}

export const CASH_MESSAGES = {
  unknownParticipant: 'Nie znaleziono uczestnika w tym projekcie',
  noCustomer: 'Uczestnik nie ma przypisanego klienta, więc nie można zapisać wpłaty',
} as const;

export async function addCashPayment(
  deps: SettleNowDeps,
  project: ProjectRecord,
  body: CashPaymentBody,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<OrganizerPaymentRecord> {
  const { amount, date } = checkCashPayment({ amount: body.amount, date: body.date }, now);
  const tenant = { organizationId: project.organizationId, eventId: project._id };
  const participant = await participantsOf(deps.store, tenant).findOne({ _id: body.participantId });
  if (!participant) throw new NotFoundError(CASH_MESSAGES.unknownParticipant);
  if (!participant.customerId) throw new BusinessError(CASH_MESSAGES.noCustomer, 'NO_CUSTOMER');
  const customer = await customersOf(deps.store, tenant.organizationId).findOne({
    _id: participant.customerId,
  });

  const id = generateId(24);
  const payerName = fullName(participantName(participant, customer));
  const title = `Wpłata gotówkowa: ${payerName}`.trim();
  const record: OrganizerPaymentRecord = {
    _id: id,
    ...tenant,
    paymentId: id,
    type: 'payment',
    method: 'cash',
    customerId: participant.customerId,
    participantIds: [participant._id],
    amount,
    currency: 'PLN',
    date,
    status: 'COMPLETED',
    statusDate: now,
    invoiceStatus: 'COMPLETED',
    title,
    ...(body.description?.trim() ? { description: body.description.trim() } : {}),
    createdBy: actor.userId,
    createdAt: now,
    updatedAt: now,
  };
  const payments = organizerPaymentsOf(deps.store, tenant);
  await payments.insertOne(record);
  try {
    // The entry of who took the money is written with the settlement, or neither is.
    await settleNow(deps, project, id, now, (session, payment) =>
      recordAudit(
        deps.store,
        paymentAudit(
          PAYMENT_AUDIT_ACTIONS.cash,
          payment as OrganizerPaymentRecord,
          actor,
          { participantId: participant._id, name: payerName },
          now,
        ),
        { session },
      ).then(() => undefined),
    );
  } catch (error) {
    await payments.deleteOne({ _id: id, settlement: { $exists: false } });
    throw error;
  }
  return (await payments.findOne({ _id: id })) ?? record;
}
