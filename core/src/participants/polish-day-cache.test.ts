import { describe, expect, it } from 'vitest';
import { polishDay, polishDayNumber, polishDayText } from './polish-day-cache.js';

describe('polishDay — days are read in Poland ("an instant just after midnight in Poland is that day")', () => {
  it('the Polish calendar day of an instant, in winter (UTC+1) and summer (UTC+2) time', () => {
    expect(polishDay(new Date('2026-01-31T23:30:00Z')).iso).toBe('2026-02-01');
    expect(polishDay(new Date('2026-07-14T22:30:00Z')).iso).toBe('2026-07-15');
    expect(polishDay(new Date('2026-07-14T21:30:00Z')).iso).toBe('2026-07-14');
    expect(polishDayNumber(new Date('1970-01-01T23:30:00Z'))).toBe(1);
    expect(
      polishDayNumber(new Date('2026-03-10T22:59:59Z')) - polishDayNumber(new Date('2026-03-09T23:00:00Z')),
    ).toBe(0);
  });

  it("is written in the project's date format, the spec default dd/MM/yyyy without one", () => {
    const instant = new Date('2026-01-31T23:30:00Z');
    expect(polishDayText(instant)).toBe('01/02/2026');
    expect(polishDayText(instant, 'dd.MM.yyyy')).toBe('01.02.2026');
    expect(polishDayText(instant, 'yyyy-MM-dd')).toBe('2026-02-01');
    expect(polishDayText(instant, 'd MMMM yyyy')).toBe('1 lutego 2026');
    expect(polishDayText(instant)).toBe('01/02/2026');
  });

  it('stays right past its cache size (cleared, then filled again)', () => {
    const start = Date.UTC(2000, 0, 1);
    for (let hour = 0; hour < 50_010; hour++) polishDay(new Date(start + hour * 3_600_000));
    expect(polishDayText(new Date('2026-01-31T23:30:00Z'))).toBe('01/02/2026');
  });
});
