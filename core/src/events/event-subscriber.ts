/**
 * A subscriber of domain events: webhooks, notifications, invoicing, debt collection, plugins. It receives
 * every event it names at least once, in order per aggregate; it must be idempotent (the dispatcher records
 * what it handled, and a handler's writes made through `context.session` commit atomically with that
 * record, so a redelivery after a crash changes nothing).
 */
import type { AnyDomainEvent } from './domain-event.js';
import type { DomainEventName } from './domain-event-names.js';

export interface SubscriberRetryPolicy {
  /** Deliveries in all before the event is marked failed for this subscriber (default 8). */
  attempts?: number;
  /** Delay before the first retry in ms (default 5 s); doubles each time. */
  delayMs?: number;
  /** Upper bound of one delay in ms (default 1 h). */
  maxDelayMs?: number;
}

export interface SubscriberContext<SESSION = unknown> {
  /** The transaction the handler's writes join; they commit with the record that the event was handled. */
  readonly session: SESSION;
  /** 1 for the first delivery. */
  readonly attempt: number;
}

export interface EventSubscriber<SESSION = unknown> {
  /** Stable id; a plugin's subscribers are namespaced `plugin:<plugin id>:<name>` by the loader. */
  readonly id: string;
  /** Polish name shown in the admin's log of failed deliveries. */
  readonly title: string;
  readonly events: readonly DomainEventName[];
  readonly retry?: SubscriberRetryPolicy;
  handle(event: AnyDomainEvent, context: SubscriberContext<SESSION>): Promise<void>;
}

export const DEFAULT_SUBSCRIBER_RETRY: Required<SubscriberRetryPolicy> = {
  attempts: 8,
  delayMs: 5_000,
  maxDelayMs: 60 * 60_000,
};

/** Delay before delivery `attempt + 1` after `attempt` failed: delayMs · 2^(attempt−1), capped. */
export function subscriberRetryDelay(attempt: number, policy: SubscriberRetryPolicy = {}): number {
  const { delayMs, maxDelayMs } = { ...DEFAULT_SUBSCRIBER_RETRY, ...policy };
  return Math.min(maxDelayMs, delayMs * 2 ** Math.max(0, attempt - 1));
}

/** Whether a failed delivery `attempt` was the last one allowed. */
export function isLastAttempt(attempt: number, policy: SubscriberRetryPolicy = {}): boolean {
  return attempt >= (policy.attempts ?? DEFAULT_SUBSCRIBER_RETRY.attempts);
}
