import { describe, expect, it } from 'vitest';
import { RegistrationsInFlight } from './in-flight.js';

describe('RegistrationsInFlight — "When the system is saturated it may answer 202"', () => {
  it('a registration arriving while `limit` others are in flight is saturated; finishing frees a slot', () => {
    const inFlight = new RegistrationsInFlight(2);
    const a = inFlight.arrive();
    const b = inFlight.arrive();
    const c = inFlight.arrive();
    expect([a.saturated, b.saturated, c.saturated]).toEqual([false, false, true]);
    a.done();
    a.done();
    expect(inFlight.inFlight).toBe(2);
    expect(inFlight.arrive().saturated).toBe(true);
  });

  it('background work keeps its slot until it ends, and drain waits for it', async () => {
    const inFlight = new RegistrationsInFlight(1);
    let finish!: () => void;
    const work = new Promise<void>((resolve) => {
      finish = resolve;
    });
    inFlight.finishInBackground(
      inFlight.arrive(),
      () => work,
      () => undefined,
    );
    expect(inFlight.arrive().saturated).toBe(true);
    const drained = inFlight.drain();
    finish();
    await drained;
    expect(inFlight.inFlight).toBe(1);
  });
});
