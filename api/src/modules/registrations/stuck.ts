/**
 * What becomes of a registration left new or processing when the process working on it died (issue 12:
 * "after a crash no registration stays 'processing'"). Everything a registration needs is on its record
 * (the submitted data, the claim, what it holds), and its participants, billings and final status are
 * written in one transaction, so a stuck registration never has participants: it can be processed again.
 * - finish: process it again from its stored data, as if it had just arrived (the window is judged at its
 *   submission). The participant was answered 202 (or lost the answer) and still expects the outcome, and
 *   the form widget sends the same idempotency key again, which then finds it.
 * - cancel: when it was already taken over `maxAttempts` times (a registration that crashes every process
 *   working on it must not be retried forever), when it is older than `maxAgeMs` (nobody waits for that
 *   answer any longer: a participant registered a day later by surprise would get an e-mail and a debt they
 *   no longer expect), or when its project is gone. It ends 'canceled' with a 409 the widget shows, and
 *   whatever it holds is given back.
 */
import type { RegistrationRecord } from './store.js';

export interface StuckLimits {
  /** Processing runs a registration may get, its first one included. */
  maxAttempts: number;
  /** How old a registration may be and still be finished. */
  maxAgeMs: number;
}

export const STUCK_LIMITS: StuckLimits = { maxAttempts: 3, maxAgeMs: 24 * 60 * 60_000 };

export type StuckDecision =
  | { action: 'finish' }
  | { action: 'cancel'; because: 'attempts' | 'age' | 'project-gone' };

/** The decision for a registration the sweeper has just taken over (`attempts` counts this takeover). */
export function decideStuckRegistration(
  registration: Pick<RegistrationRecord, 'attempts' | 'createdAt'>,
  input: { now: Date; projectExists: boolean; limits?: StuckLimits },
): StuckDecision {
  const limits = input.limits ?? STUCK_LIMITS;
  if (!input.projectExists) return { action: 'cancel', because: 'project-gone' };
  if ((registration.attempts ?? 1) > limits.maxAttempts) return { action: 'cancel', because: 'attempts' };
  if (input.now.getTime() - registration.createdAt.getTime() > limits.maxAgeMs) {
    return { action: 'cancel', because: 'age' };
  }
  return { action: 'finish' };
}
