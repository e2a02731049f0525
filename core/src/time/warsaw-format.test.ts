import { describe, expect, it } from 'vitest';
import { formatInWarsaw, instantOf } from './warsaw-format.js';

describe('dates in Polish time (Europe/Warsaw), whatever zone the code runs in', () => {
  it('winter time is UTC+1, summer time UTC+2, in the Polish dd.MM.yyyy, HH:mm:ss format', () => {
    expect(formatInWarsaw(new Date('2026-03-01T10:00:00Z'))).toBe('01.03.2026, 11:00:00');
    expect(formatInWarsaw(new Date('2026-07-01T10:00:05Z'))).toBe('01.07.2026, 12:00:05');
    expect(formatInWarsaw(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027, 00:30:00');
  });

  it('leaves the seconds out when asked (the exports)', () => {
    expect(formatInWarsaw(new Date('2026-03-01T10:05:59Z'), { seconds: false })).toBe('01.03.2026, 11:05');
  });

  it('reads a Date, a date text and epoch milliseconds; an invalid value is no instant', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    expect(instantOf(at)).toBe(at);
    expect(instantOf('2026-03-01T10:00:00.000Z')?.getTime()).toBe(at.getTime());
    expect(instantOf(at.getTime())?.getTime()).toBe(at.getTime());
    expect(instantOf('jutro')).toBeNull();
    expect(instantOf(new Date(Number.NaN))).toBeNull();
    for (const none of [null, undefined, '']) expect(instantOf(none)).toBeNull();
  });
});
