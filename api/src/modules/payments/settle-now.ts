/**
 * Settles one payment of a project right away (an organizer's cash payment, a refund), with the project's
 * money options and the payment's domain event in the settlement's transaction; `also` runs in the same
 * transaction after the event (e.g. marking participants refunded).
 */
import type { StoreSession } from '../../storage/index.js';
import {
  completeProject,
  type ProjectMoneyOptions,
  type ProjectRecord,
  projectMoneyOptions,
} from '../projects/index.js';
import { paymentSettledEvent } from './events.js';
import type { ParticipantMoneyChange } from './participant-money.js';
import type { PaymentDeps } from './payment-deps.js';
import { type SettledHook, type SettleOutcome, settlePayment } from './settle-payment.js';
import type { PaymentRecord, PaymentShare } from './store.js';

export type AfterSettled = (
  session: StoreSession,
  payment: PaymentRecord,
  shares: readonly PaymentShare[],
  participants: readonly ParticipantMoneyChange[],
  context: { now: Date; project: ProjectRecord; options: ProjectMoneyOptions },
) => Promise<void>;

export type SettleNowDeps = Pick<PaymentDeps, 'store'>;

export async function settleNow(
  deps: SettleNowDeps,
  record: ProjectRecord,
  paymentId: string,
  now: Date,
  also?: AfterSettled,
): Promise<SettleOutcome> {
  const project = completeProject(record);
  const options = await projectMoneyOptions(deps.store, project, now);
  const settledEvent = paymentSettledEvent(deps.store, project, now);
  const hook: SettledHook = async (session, payment, shares, participants) => {
    await settledEvent(session, payment, shares, participants);
    if (also) await also(session, payment, shares, participants, { now, project, options });
  };
  return settlePayment(
    deps.store,
    { organizationId: project.organizationId, eventId: project._id },
    paymentId,
    options,
    hook,
  );
}
