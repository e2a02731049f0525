/**
 * Retry policy of webhook deliveries: at most 6 attempts, each limited to 10 s; after a failed attempt n
 * (1–5) the next one is due 1 min, 5 min, 30 min, 2 h, 12 h later. Only a 2xx answer counts as delivered.
 */
const MINUTE = 60_000;

export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  120 * MINUTE,
  720 * MINUTE,
];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
export const WEBHOOK_ATTEMPT_TIMEOUT_MS = 10_000;

/** When the next attempt is due after `attemptsMade` failed attempts, or null when none is left. */
export function nextAttemptAt(attemptsMade: number, now: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attemptsMade - 1];
  return attemptsMade >= WEBHOOK_MAX_ATTEMPTS || delay === undefined ? null : new Date(now.getTime() + delay);
}
