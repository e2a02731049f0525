import { describe, expect, it } from 'vitest';
import { crashPointForTests, requestedCrashPoint } from './crash-point.js';

describe('test-only crash points of the registration flow', () => {
  it('are honoured only when ZAPISY_ENV=test', () => {
    expect(requestedCrashPoint({ ZAPISY_ENV: 'test', ZAPISY_TEST_CRASH_AT: 'after-reservation' })).toBe(
      'after-reservation',
    );
    expect(requestedCrashPoint({ ZAPISY_TEST_CRASH_AT: 'after-reservation' })).toBeNull();
    expect(
      requestedCrashPoint({ ZAPISY_ENV: 'production', ZAPISY_TEST_CRASH_AT: 'before-final-status' }),
    ).toBeNull();
    expect(requestedCrashPoint({ ZAPISY_ENV: 'test', ZAPISY_TEST_CRASH_AT: 'elsewhere' })).toBeNull();
  });

  it('another point, or none asked for, returns at once', async () => {
    const env = { ZAPISY_ENV: 'test', ZAPISY_TEST_CRASH_AT: 'before-final-status' };
    await expect(crashPointForTests('after-reservation', env)).resolves.toBeUndefined();
    await expect(crashPointForTests('after-reservation', {})).resolves.toBeUndefined();
  });
});
