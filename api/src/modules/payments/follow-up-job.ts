/**
 * The `payment-follow-ups` job: work a gateway needs after a payment was confirmed (P24 Marketplace: the
 * dispatch of the organizer's share to their sub-account, which may fail after verify). Every minute it
 * marks newly completed online payments of providers with `followUp` (pending when the provider's
 * `needsFollowUp(providerData)` says so, else done), then leases the due pending ones one by one, calls
 * `provider.followUp` with the payment's project account, and stores the providerData it returns.
 *
 * A failure is retried with backoff, 1 min doubling up to 12 h, at most FOLLOW_UP_MAX_ATTEMPTS times;
 * after the last one the payment keeps `followUp.state: 'failed'`, gets the 'follow-up-failed' flag the
 * payments list shows, and an error line is logged. The provider's follow-up is idempotent, the lease keeps
 * two workers off one payment, and a done follow-up is never called again.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentFlagCode } from '@zapisy/core';
import type { JobDefinition } from '../../jobs/types.js';
import type { PaymentFlowDeps } from './payment-flow-deps.js';
import { PAYMENTS, type PaymentRecord, paymentsOf } from './store.js';

/** Attempts before a follow-up is left as failed (1 min, 2, 4 … 512 min, then 12 h: about 1.5 days). */
export const FOLLOW_UP_MAX_ATTEMPTS = 12;
/**
 * The flag the payments list shows after the last attempt. Its Polish label belongs in core's PAYMENT_FLAGS
 * ('Nieukończone rozliczenie u operatora'); until it is listed there the list shows the code itself.
 */
const FOLLOW_UP_FLAG: PaymentFlagCode = 'follow-up-failed';
const LEASE_MS = 5 * 60_000;
const MINUTE_MS = 60_000;
const MAX_DELAY_MS = 12 * 60 * MINUTE_MS;

/** The wait before attempt `attempt + 1`: 1 min, 2 min, 4 min, … capped at 12 h. */
export function followUpRetryDelayMs(attempt: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
}

/** Kept on the payment (`followUp`). */
export interface PaymentFollowUp {
  state: 'pending' | 'done' | 'failed';
  /** Calls of `provider.followUp` so far. */
  attempts: number;
  nextAttemptAt: Date | null;
  lock: { token: string; until: Date } | null;
  /** The last failure, for the log and support (never keys: providers keep them out of errors). */
  lastError?: string;
  doneAt?: Date;
}

type FollowedPayment = PaymentRecord & { followUp?: PaymentFollowUp };
type LeasedPayment = FollowedPayment & { followUp: PaymentFollowUp & { lock: { token: string } } };

export type FollowUpDeps = Pick<PaymentFlowDeps, 'store' | 'provider' | 'context' | 'now' | 'log'> & {
  /** The providers implementing `followUp` (their payments are the only ones looked at). */
  providerIds: readonly string[];
  maxAttempts?: number;
};

export interface FollowUpSummary {
  /** Newly completed payments looked at (pending or done from the start). */
  marked: number;
  done: number;
  retrying: number;
  failed: number;
}

const tenantOf = (payment: PaymentRecord) => ({
  organizationId: payment.organizationId,
  eventId: payment.eventId,
});

const completedOnline = (providerIds: readonly string[]) => ({
  type: 'payment' as const,
  method: 'online' as const,
  status: 'COMPLETED' as const,
  provider: { $in: [...providerIds] },
});

/** Gives newly completed payments their `followUp` state: pending (due now) or done. */
async function markCompleted(deps: FollowUpDeps, limit: number): Promise<number> {
  const now = deps.now();
  const fresh = await deps.store.db
    .collection<FollowedPayment>(PAYMENTS)
    .find({ ...completedOnline(deps.providerIds), followUp: { $exists: false } })
    .limit(limit)
    .toArray();
  for (const payment of fresh) {
    const provider = deps.provider(payment.provider ?? '');
    const needed = provider?.needsFollowUp?.(payment.providerData) ?? false;
    const followUp: PaymentFollowUp = needed
      ? { state: 'pending', attempts: 0, nextAttemptAt: now, lock: null }
      : { state: 'done', attempts: 0, nextAttemptAt: null, lock: null, doneAt: now };
    await paymentsOf(deps.store, tenantOf(payment)).updateOne(
      { _id: payment._id, followUp: { $exists: false } },
      { $set: { followUp } },
    );
  }
  return fresh.length;
}

async function leaseDue(deps: FollowUpDeps): Promise<LeasedPayment | null> {
  const now = deps.now();
  const token = randomUUID();
  const leased = await deps.store.db.collection<FollowedPayment>(PAYMENTS).findOneAndUpdate(
    {
      ...completedOnline(deps.providerIds),
      'followUp.state': 'pending',
      'followUp.nextAttemptAt': { $lte: now },
      $or: [{ 'followUp.lock': null }, { 'followUp.lock.until': { $lte: now } }],
    },
    {
      $set: { 'followUp.lock': { token, until: new Date(now.getTime() + LEASE_MS) } },
      $inc: { 'followUp.attempts': 1 },
    },
    { returnDocument: 'after', sort: { 'followUp.nextAttemptAt': 1 } },
  );
  return leased as LeasedPayment | null;
}

async function followUpLeased(
  deps: FollowUpDeps,
  payment: LeasedPayment,
): Promise<'done' | 'retrying' | 'failed'> {
  const repository = paymentsOf(deps.store, tenantOf(payment));
  const mine = { _id: payment._id, 'followUp.lock.token': payment.followUp.lock.token };
  const provider = deps.provider(payment.provider ?? '');
  const maxAttempts = deps.maxAttempts ?? FOLLOW_UP_MAX_ATTEMPTS;
  try {
    if (!provider?.followUp) throw new Error(`provider ${payment.provider} has no follow-up`);
    const context = await deps.context(
      provider,
      payment.organizationId,
      payment.eventId,
      payment.accountSource,
    );
    const result = await provider.followUp(
      {
        paymentId: payment._id,
        ...(payment.extPaymentId ? { externalId: payment.extPaymentId } : {}),
        ...(payment.providerData ? { providerData: payment.providerData } : {}),
        amount: payment.amount,
        currency: payment.currency,
      },
      context,
    );
    const now = deps.now();
    const finished = result.done || payment.followUp.attempts >= maxAttempts;
    await repository.updateOne(mine, {
      $set: {
        providerData: { ...result.providerData },
        updatedAt: now,
        followUp: result.done
          ? {
              state: 'done',
              attempts: payment.followUp.attempts,
              nextAttemptAt: null,
              lock: null,
              doneAt: now,
            }
          : nextState(payment, now, finished, 'provider reported the follow-up as not done'),
      },
      ...(finished && !result.done ? { $addToSet: { flags: FOLLOW_UP_FLAG } } : {}),
    });
    if (result.done) return 'done';
    if (finished) logGiveUp(deps, payment, 'not done');
    return finished ? 'failed' : 'retrying';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const now = deps.now();
    const giveUp = payment.followUp.attempts >= maxAttempts;
    if (giveUp) logGiveUp(deps, payment, message);
    else
      deps.log.warn(
        {
          paymentId: payment._id,
          provider: payment.provider,
          attempt: payment.followUp.attempts,
          err: message,
        },
        'payment follow-up failed, will retry',
      );
    await repository.updateOne(mine, {
      $set: { followUp: nextState(payment, now, giveUp, message), updatedAt: now },
      ...(giveUp ? { $addToSet: { flags: FOLLOW_UP_FLAG } } : {}),
    });
    return giveUp ? 'failed' : 'retrying';
  }
}

function nextState(payment: LeasedPayment, now: Date, giveUp: boolean, lastError: string): PaymentFollowUp {
  const { attempts } = payment.followUp;
  return {
    state: giveUp ? 'failed' : 'pending',
    attempts,
    nextAttemptAt: giveUp ? null : new Date(now.getTime() + followUpRetryDelayMs(attempts)),
    lock: null,
    lastError,
  };
}

function logGiveUp(deps: FollowUpDeps, payment: LeasedPayment, reason: string): void {
  deps.log.error(
    {
      paymentId: payment._id,
      organizationId: payment.organizationId,
      eventId: payment.eventId,
      provider: payment.provider,
      attempts: payment.followUp.attempts,
      err: reason,
    },
    'payment follow-up failed for good: flagged for the organizer',
  );
}

/** One run: marks new completed payments, then works off the due follow-ups (at most `limit` of each). */
export async function runPaymentFollowUps(deps: FollowUpDeps, limit = 200): Promise<FollowUpSummary> {
  const summary: FollowUpSummary = { marked: 0, done: 0, retrying: 0, failed: 0 };
  if (deps.providerIds.length === 0) return summary;
  summary.marked = await markCompleted(deps, limit);
  for (let taken = 0; taken < limit; taken++) {
    const leased = await leaseDue(deps);
    if (!leased) break;
    summary[await followUpLeased(deps, leased)] += 1;
  }
  return summary;
}

/** The job; `deps` is asked on each run (the server's: app-flow.ts `followUpDepsOf`). */
export function paymentFollowUpJob(deps: () => FollowUpDeps): JobDefinition<undefined> {
  return {
    name: 'payment-follow-ups',
    description:
      'Kończy u operatora płatności opłacone płatności (np. przekazanie środków w Przelewy24 Marketplace) i ponawia nieudane próby.',
    schedule: '1 minute',
    options: { concurrency: 1, attempts: 1, lockLifetime: 10 * 60_000 },
    async run(ctx) {
      const summary = await runPaymentFollowUps(deps());
      if (summary.marked + summary.done + summary.retrying + summary.failed > 0) {
        ctx.logger.info(summary, 'payment follow-ups run');
      }
    },
  };
}
