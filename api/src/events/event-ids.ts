/**
 * Ids of domain events: unique, and increasing in the order one process writes them (the dispatcher
 * delivers the events of an aggregate in id order). Milliseconds since the epoch, a counter within the
 * millisecond, then this process's random part. Across processes (MongoDB) the order of two changes of one
 * aggregate follows their clocks, which NTP keeps far closer than two changes of one aggregate ever come.
 */
import { randomBytes } from 'node:crypto';

const PROCESS_PART = randomBytes(4).toString('hex');
let lastMs = 0;
let counter = 0;

export function nextEventId(now: number = Date.now()): string {
  // A clock that steps back (NTP) must not reorder this process's own events.
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else {
    counter += 1;
    if (counter > 0xfffff) {
      lastMs += 1;
      counter = 0;
    }
  }
  return `${lastMs.toString(16).padStart(12, '0')}${counter.toString(16).padStart(5, '0')}${PROCESS_PART}`;
}
