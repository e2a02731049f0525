import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_LABELS, DOMAIN_EVENT_NAMES, isDomainEventName } from './domain-event-names.js';
import { isLastAttempt, subscriberRetryDelay } from './event-subscriber.js';

describe('domain events', () => {
  it('every event name has a Polish label', () => {
    for (const name of DOMAIN_EVENT_NAMES) expect(DOMAIN_EVENT_LABELS[name]).toMatch(/\p{L}/u);
    expect(Object.keys(DOMAIN_EVENT_LABELS).sort()).toEqual([...DOMAIN_EVENT_NAMES].sort());
  });

  it('recognises the names it knows and nothing else', () => {
    expect(isDomainEventName('payment.completed')).toBe(true);
    expect(isDomainEventName('payment.completed ')).toBe(false);
    expect(isDomainEventName(42)).toBe(false);
  });

  it('"retries and backoff": the delay doubles from 5 s and stops growing at 1 h', () => {
    expect([1, 2, 3, 4].map((n) => subscriberRetryDelay(n))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(subscriberRetryDelay(30)).toBe(3_600_000);
    expect(subscriberRetryDelay(3, { delayMs: 100, maxDelayMs: 250 })).toBe(250);
  });

  it("gives up after the policy's attempts (8 by default)", () => {
    expect(isLastAttempt(7)).toBe(false);
    expect(isLastAttempt(8)).toBe(true);
    expect(isLastAttempt(1, { attempts: 1 })).toBe(true);
  });
});
