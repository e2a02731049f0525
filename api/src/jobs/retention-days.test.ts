import { describe, expect, it } from 'vitest';
import { retentionCutoff, retentionDays } from './retention-days.js';

const NAME = 'SOME_RETENTION_DAYS';

describe('retention days of the cleanup jobs', () => {
  it('whole days from 1 to 3650, surrounding spaces allowed', () => {
    expect(retentionDays({ [NAME]: '7' }, NAME)).toBe(7);
    expect(retentionDays({ [NAME]: ' 90 ' }, NAME)).toBe(90);
    expect(retentionDays({ [NAME]: '3650' }, NAME)).toBe(3650);
  });

  it('anything else keeps the default (30 unless given), so a bad value never deletes more', () => {
    for (const raw of [undefined, '', '  ', '0', '-5', '1.5', 'tydzień', '3651', '1e3']) {
      expect(retentionDays({ [NAME]: raw }, NAME), String(raw)).toBe(30);
    }
    expect(retentionDays({}, NAME, 14)).toBe(14);
  });

  it('the cutoff is the given number of whole days before now', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(retentionCutoff(30, now)).toEqual(new Date('2026-10-29T12:00:00Z'));
    expect(retentionCutoff(1, now)).toEqual(new Date('2026-11-27T12:00:00Z'));
  });
});
