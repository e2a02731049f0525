import { describe, expect, it } from 'vitest';
import { FailureInjector } from './failure-injector.js';

describe('FailureInjector', () => {
  it('fails the next `count` calls with the status (503 by default), then none', () => {
    const failures = new FailureInjector();
    expect(failures.next()).toBeUndefined();
    failures.failNext(2);
    expect([failures.next(), failures.next(), failures.next()]).toEqual([503, 503, undefined]);
    failures.failNext(1, 502);
    expect([failures.next(), failures.next()]).toEqual([502, undefined]);
  });
});
