/**
 * The organizer's refund (first document §2 participants grid row action "refund"; §4 payments on billings
 * "may be negative for a correction or return"). The refund is a payment record of type 'refund' with a
 * negative amount and `refundOf`:
 * 1. accepted in one transaction that bumps the refunded payment's ledger counter, so two refunds at once
 *    run one after the other and never return more than the payment still holds on billings (less refunds
 *    already under way);
 * 2. online: the record exists BEFORE the gateway is asked (a gateway may notify the refund before it even
 *    answers), then the gateway's answer sets refundStatus and externalRefundId; 'completed' is settled now,
 *    'pending' is completed by the refund notification (apply-notification.ts); a gateway error marks the
 *    refund failed and answers 409/503 with the gateway's Polish message;
 * 3. cash and transfer: completed and settled at once.
 */
import {
  type Billing,
  BusinessError,
  generateId,
  HttpError,
  heldOfPayment,
  NotFoundError,
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProvider,
  PaymentProviderError,
  type RefundResult,
  refundAmountOf,
  refundableAmount,
  refundReasonOf,
  refundRefusal,
  ValidationError,
} from '@zapisy/core';
import { type AuditActor, recordAudit } from '../audit/index.js';
import { billingsOf } from '../participants/index.js';
import { customersOf, type ProjectRecord, participantsOf } from '../projects/index.js';
import { markRefundedParticipants } from './mark-refunded.js';
import { type OrganizerPaymentRecord, organizerPaymentsOf } from './organizer-records.js';
import { customerName, fullName, participantName } from './payer-names.js';
import { PAYMENT_AUDIT_ACTIONS, paymentAudit } from './payment-audit.js';
import type { PaymentDeps } from './payment-deps.js';
import { settleNow } from './settle-now.js';

export interface RefundBody {
  amount?: number;
  reason: string;
  markRefunded?: boolean;
}

export const REFUND_ROUTE_MESSAGES = {
  unknownPayment: 'Nie znaleziono wpłaty w tym projekcie',
  noGateway: 'Bramka płatności tej wpłaty nie jest dostępna, więc nie można zlecić zwrotu',
  gatewayNoRefunds: 'Bramka płatności tej wpłaty nie obsługuje zwrotów',
  gatewayFullOnly: 'Bramka płatności tej wpłaty obsługuje tylko zwrot całej kwoty',
} as const;

type Tenant = { organizationId: string; eventId: string };

export type RefundPaymentDeps = Pick<PaymentDeps, 'store' | 'flow' | 'addresses'>;

function isOnline(payment: OrganizerPaymentRecord): boolean {
  return payment.method === 'online' && typeof payment.provider === 'string';
}

function gatewayOf(
  deps: Pick<PaymentDeps, 'flow'>,
  payment: OrganizerPaymentRecord,
): PaymentProvider | undefined {
  if (!isOnline(payment)) return undefined;
  const provider = deps.flow.provider(payment.provider as string);
  if (!provider) throw new BusinessError(REFUND_ROUTE_MESSAGES.noGateway, 'REFUND_NO_GATEWAY');
  if (provider.capabilities.refunds === 'none') {
    throw new BusinessError(REFUND_ROUTE_MESSAGES.gatewayNoRefunds, 'REFUND_NOT_SUPPORTED');
  }
  return provider;
}

/** Accepts the refund: checks what is left and inserts the record, serialised per refunded payment. */
async function acceptRefund(
  deps: Pick<PaymentDeps, 'store'>,
  tenant: Tenant,
  paymentId: string,
  body: RefundBody,
  reason: string,
  actor: AuditActor,
  now: Date,
  gateway: PaymentProvider | undefined,
): Promise<OrganizerPaymentRecord> {
  return deps.store.withTransaction(async (session) => {
    const payments = organizerPaymentsOf(deps.store, tenant);
    const original = await payments.findOne({ _id: paymentId }, { session });
    if (!original) throw new NotFoundError(REFUND_ROUTE_MESSAGES.unknownPayment);
    await payments.updateOne({ _id: original._id }, { $inc: { refundLedger: 1 } }, { session });
    // Money may sit on billings of the customer's other projects (global payments): the organization's.
    const billings = (await billingsOf(deps.store, { organizationId: tenant.organizationId })
      .find({ customerId: original.customerId }, { session })
      .toArray()) as Billing[];
    const held = billings.reduce((sum, billing) => sum + heldOfPayment(billing, original._id), 0);
    const underWay = await payments
      .find(
        {
          type: 'refund',
          refundOf: original._id,
          settlement: { $exists: false },
          refundStatus: { $ne: 'failed' },
        },
        { session },
      )
      .toArray();
    const pending = underWay.reduce((sum, refund) => sum - refund.amount, 0);
    const amount = refundAmountOf(body.amount, refundableAmount(held, pending));
    if (gateway?.capabilities.refunds === 'full' && amount !== original.amount) {
      throw new ValidationError(REFUND_ROUTE_MESSAGES.gatewayFullOnly);
    }
    const id = generateId(24);
    const record: OrganizerPaymentRecord = {
      _id: id,
      ...tenant,
      paymentId: id,
      type: 'refund',
      method: original.method,
      ...(original.provider ? { provider: original.provider } : {}),
      ...(original.accountSource ? { accountSource: original.accountSource } : {}),
      customerId: original.customerId,
      ...(original.participantIds ? { participantIds: original.participantIds } : {}),
      amount: -amount,
      currency: original.currency,
      date: now,
      status: 'COMPLETED',
      statusDate: now,
      title: `Zwrot: ${original.title ?? original.paymentId}`,
      description: reason,
      refundOf: original._id,
      refundStatus: gateway ? 'pending' : 'completed',
      ...(body.markRefunded === true ? { markRefunded: true } : {}),
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    };
    await payments.insertOne(record, { session });
    // The organizer's decision is audited with the refund it made, whatever the gateway answers later.
    const participantId = original.participantIds?.[0];
    const participant = participantId
      ? await participantsOf(deps.store, tenant).findOne({ _id: participantId }, { session })
      : null;
    const customer = await customersOf(deps.store, tenant.organizationId).findOne(
      { _id: original.customerId },
      { session },
    );
    const name = fullName(participant ? participantName(participant, customer) : customerName(customer));
    await recordAudit(
      deps.store,
      paymentAudit(
        PAYMENT_AUDIT_ACTIONS.refund,
        record,
        actor,
        { ...(participant ? { participantId: participant._id } : {}), customerId: original.customerId, name },
        now,
      ),
      { session },
    );
    return record;
  });
}

function providerFailure(error: unknown, path: string): HttpError {
  const known = error instanceof PaymentProviderError;
  const unavailable = !known || error.code === 'unavailable' || error.code === 'protocol';
  return new HttpError({
    status: unavailable ? 503 : 409,
    path,
    message: known ? error.userMessage : PAYMENT_PROVIDER_MESSAGES.unavailable,
    code: known ? `REFUND_${error.code.toUpperCase()}` : 'REFUND_UNAVAILABLE',
  });
}

async function askGateway(
  deps: RefundPaymentDeps,
  gateway: PaymentProvider,
  original: OrganizerPaymentRecord,
  refund: OrganizerPaymentRecord,
  path: string,
): Promise<RefundResult> {
  const flow = deps.flow;
  const payments = organizerPaymentsOf(deps.store, refund);
  try {
    const context = await flow.context(
      gateway,
      refund.organizationId,
      refund.eventId,
      original.accountSource,
    );
    return await gateway.refund(
      {
        paymentId: original._id,
        ...(original.extPaymentId ? { externalId: original.extPaymentId } : {}),
        ...(original.providerData ? { providerData: original.providerData } : {}),
        refundId: refund._id,
        amount: -refund.amount,
        paymentAmount: original.amount,
        currency: original.currency,
        description: refund.description ?? 'Zwrot',
        notifyUrl: `${deps.addresses.publicUrl}/services/api/payments/${gateway.id}/notify/${refund.eventId}`,
      },
      context,
    );
  } catch (error) {
    flow.log.warn(
      {
        refundId: refund._id,
        provider: gateway.id,
        ...(error instanceof PaymentProviderError ? { detail: error.detail } : { err: String(error) }),
      },
      'refund refused or failed at the gateway',
    );
    await payments.updateOne(
      { _id: refund._id, refundStatus: 'pending' },
      { $set: { refundStatus: 'failed', updatedAt: flow.now() } },
    );
    throw providerFailure(error, path);
  }
}

export async function refundPayment(
  deps: RefundPaymentDeps,
  project: ProjectRecord,
  paymentId: string,
  body: RefundBody,
  actor: AuditActor,
  path: string,
  now: Date = new Date(),
): Promise<OrganizerPaymentRecord> {
  const reason = refundReasonOf(body.reason);
  const tenant = { organizationId: project.organizationId, eventId: project._id };
  const payments = organizerPaymentsOf(deps.store, tenant);
  const original = await payments.findOne({ _id: paymentId });
  if (!original) throw new NotFoundError(REFUND_ROUTE_MESSAGES.unknownPayment);
  const refusal = refundRefusal(original);
  if (refusal?.status === 400) throw new ValidationError(refusal.message);
  if (refusal) throw new BusinessError(refusal.message, 'REFUND_NOT_COMPLETED');
  const gateway = gatewayOf(deps, original);

  const refund = await acceptRefund(deps, tenant, paymentId, body, reason, actor, now, gateway);
  const settleRefund = () =>
    settleNow(deps, project, refund._id, now, (session, payment, shares, _participants, context) =>
      markRefundedParticipants(deps.store, session, payment, shares, context.options).then(() => undefined),
    );
  if (!gateway) {
    await settleRefund();
    return (await payments.findOne({ _id: refund._id })) ?? refund;
  }
  const answer = await askGateway(deps, gateway, original, refund, path);
  const set: Record<string, unknown> = { updatedAt: new Date() };
  if (answer.externalRefundId) set['providerData.externalRefundId'] = answer.externalRefundId;
  await payments.updateOne({ _id: refund._id }, { $set: set });
  // The notification may have finished the refund already: only a pending one takes the answer.
  if (answer.status !== 'pending') {
    await payments.updateOne(
      { _id: refund._id, refundStatus: 'pending' },
      { $set: { refundStatus: answer.status, updatedAt: new Date() } },
    );
  }
  const fresh = await payments.findOne({ _id: refund._id });
  if (fresh?.refundStatus === 'completed') await settleRefund();
  if (fresh?.refundStatus === 'failed') {
    throw new BusinessError(PAYMENT_PROVIDER_MESSAGES.rejected, 'REFUND_FAILED');
  }
  return (await payments.findOne({ _id: refund._id })) ?? refund;
}
