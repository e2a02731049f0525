import { describe, expect, it } from 'vitest';
import { isRequiredByToday } from '../billing/due-today.js';
import { polishDayOfInstant } from '../pricing/calendar-day.js';
import { quoteInstallments } from './quote-installments.js';

const ids = (index: number) => `${'q'.repeat(25)}${index}`;

function quoteAt(now: Date) {
  return quoteInstallments({
    definition: null,
    form: [],
    data: {},
    total: 38_000,
    now,
    vatRate: null,
    idFor: ids,
  });
}

describe('quoteInstallments: "Dates are generated from start date plus 3 hours" from the Polish day of the registration', () => {
  it('a one-time payment registered at 23:30 in Poland is due that day, so the payment page asks for it now', () => {
    const now = new Date('2026-12-02T22:30:00Z'); // 23:30 in Warsaw, 2 December
    const [only] = quoteAt(now);
    expect(only?.amount).toBe(38_000);
    expect(polishDayOfInstant(only!.date).key).toBe(20261202);
    expect(isRequiredByToday(only!.date, now)).toBe(true);
  });

  it('a registration at 00:30 in Poland (still the previous day in UTC) is anchored to the new Polish day', () => {
    const now = new Date('2026-12-02T23:30:00Z'); // 00:30 in Warsaw, 3 December
    const [only] = quoteAt(now);
    expect(polishDayOfInstant(only!.date).key).toBe(20261203);
    expect(isRequiredByToday(only!.date, now)).toBe(true);
  });

  it('in summer time (UTC+2) a registration at 22:30 in Poland stays on its day too', () => {
    const now = new Date('2026-07-10T20:30:00Z');
    expect(polishDayOfInstant(quoteAt(now)[0]!.date).key).toBe(20260710);
  });
});
