/**
 * Applies stored notifications: one right after it was received, and every due one from the job. Each is
 * leased first; a failure (a gateway outage during verify, a conflict) schedules the next attempt with
 * backoff, and after `maxAttempts` the notification is left as failed for the organizer's log.
 */
import { applyNotification } from './apply-notification.js';
import { leaseNotification, notificationsOf, type PaymentNotificationRecord } from './notifications.js';
import type { PaymentFlowDeps } from './payment-flow-deps.js';

/** 10 s, 20 s, 40 s, … capped at 30 min. */
export function notificationRetryDelayMs(attempt: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 30 * 60_000);
}

async function applyLeased(
  deps: PaymentFlowDeps,
  leased: PaymentNotificationRecord & { lock: { token: string; until: Date } },
): Promise<PaymentNotificationRecord['state']> {
  const repository = notificationsOf(deps.store, {
    organizationId: leased.organizationId,
    eventId: leased.eventId,
  });
  const mine = { _id: leased._id, 'lock.token': leased.lock.token };
  try {
    const result = await applyNotification(deps, leased);
    const now = deps.now();
    await repository.updateOne(mine, {
      $set: {
        state: result.state,
        outcome: result.outcome,
        ...(result.paymentId ? { paymentId: result.paymentId } : {}),
        appliedAt: now,
        nextAttemptAt: null,
        lock: null,
      },
    });
    return result.state;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = leased.attempts >= deps.maxAttempts;
    const now = deps.now();
    deps.log.error(
      { notificationId: leased._id, attempt: leased.attempts, err: message },
      giveUp ? 'payment notification failed for good' : 'payment notification failed, will retry',
    );
    await repository.updateOne(mine, {
      $set: {
        state: giveUp ? 'failed' : 'pending',
        lastError: message,
        outcome: giveUp
          ? 'Nie udało się zastosować powiadomienia: sprawdź płatność ręcznie'
          : 'Ponowna próba wkrótce',
        nextAttemptAt: giveUp ? null : new Date(now.getTime() + notificationRetryDelayMs(leased.attempts)),
        lock: null,
      },
    });
    return giveUp ? 'failed' : 'pending';
  }
}

/** Applies the one notification just received (if no other worker holds it). */
export async function applyStoredNotification(deps: PaymentFlowDeps, notificationId: string) {
  const leased = await leaseNotification(deps.store, { _id: notificationId }, deps.now());
  return leased ? applyLeased(deps, leased) : null;
}

/** Applies due notifications, at most `limit`; returns how many were taken. */
export async function applyDueNotifications(deps: PaymentFlowDeps, limit = 200): Promise<number> {
  let taken = 0;
  while (taken < limit) {
    const leased = await leaseNotification(deps.store, {}, deps.now());
    if (!leased) break;
    taken++;
    await applyLeased(deps, leased);
  }
  return taken;
}
