import { describe, expect, it } from 'vitest';
import { decideStuckRegistration, STUCK_LIMITS } from './stuck.js';

const HOUR = 60 * 60_000;
const now = new Date('2026-11-28T12:00:00Z');
const createdAgo = (ms: number) => new Date(now.getTime() - ms);

describe('what becomes of a stuck registration (issue 12: "a sweeper finishes or cancels it")', () => {
  it('a registration a process left behind minutes ago is finished', () => {
    const decision = decideStuckRegistration(
      { attempts: 2, createdAt: createdAgo(5 * 60_000) },
      { now, projectExists: true },
    );
    expect(decision).toEqual({ action: 'finish' });
  });

  it('a record written before attempts were counted counts as its first run', () => {
    expect(decideStuckRegistration({ createdAt: createdAgo(0) }, { now, projectExists: true })).toEqual({
      action: 'finish',
    });
  });

  it(`is cancelled once taken over more than ${STUCK_LIMITS.maxAttempts} runs: a registration that crashes every process is not retried forever`, () => {
    const at = (attempts: number) =>
      decideStuckRegistration({ attempts, createdAt: createdAgo(60_000) }, { now, projectExists: true });
    expect(at(STUCK_LIMITS.maxAttempts)).toEqual({ action: 'finish' });
    expect(at(STUCK_LIMITS.maxAttempts + 1)).toEqual({ action: 'cancel', because: 'attempts' });
  });

  it('is cancelled when older than a day: nobody waits for that answer any more', () => {
    const at = (ago: number) =>
      decideStuckRegistration({ attempts: 2, createdAt: createdAgo(ago) }, { now, projectExists: true });
    expect(at(24 * HOUR)).toEqual({ action: 'finish' });
    expect(at(24 * HOUR + 1)).toEqual({ action: 'cancel', because: 'age' });
  });

  it('is cancelled when its project is gone, whatever else holds', () => {
    const decision = decideStuckRegistration(
      { attempts: 1, createdAt: createdAgo(0) },
      { now, projectExists: false },
    );
    expect(decision).toEqual({ action: 'cancel', because: 'project-gone' });
  });

  it('takes other limits when given', () => {
    const decision = decideStuckRegistration(
      { attempts: 2, createdAt: createdAgo(2 * HOUR) },
      { now, projectExists: true, limits: { maxAttempts: 5, maxAgeMs: HOUR } },
    );
    expect(decision).toEqual({ action: 'cancel', because: 'age' });
  });
});
