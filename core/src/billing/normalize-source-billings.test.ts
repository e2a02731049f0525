import { describe, expect, it } from 'vitest';
import { makeBilling, utc } from './billing.fixture.js';
import { normalizeSourceBillings } from './normalize-source-billings.js';

describe('normalizeSourceBillings: "Among one source\'s billings only the earliest active one stays active, and later ones become upcoming" (§4)', () => {
  it('demotes later active billings of the same source, by required date, whatever the list order', () => {
    const billings = [
      makeBilling({ sourceId: 'a', requiredDate: utc('2026-03-01') }),
      makeBilling({ sourceId: 'a', requiredDate: utc('2026-01-01') }),
      makeBilling({ sourceId: 'b', requiredDate: utc('2026-05-01') }),
      makeBilling({ sourceId: 'a', requiredDate: utc('2026-02-01'), status: 'late' }),
      makeBilling({ sourceId: undefined, requiredDate: utc('2026-06-01') }),
      makeBilling({ sourceId: undefined, requiredDate: utc('2026-07-01') }),
    ];
    const result = normalizeSourceBillings(billings);
    expect(result.map((b) => b.status)).toEqual(['upcoming', 'active', 'active', 'late', 'active', 'active']);
    expect(billings[0]!.status).toBe('active');
    expect(result[1]).toBe(billings[1]); // unchanged billings are not copied
  });

  it('equal required dates: the earlier created one, then the first in the list, stays active', () => {
    const day = utc('2026-03-01');
    const byCreated = normalizeSourceBillings([
      makeBilling({ requiredDate: day, createdDate: utc('2026-01-02') }),
      makeBilling({ requiredDate: day, createdDate: utc('2026-01-01') }),
    ]);
    expect(byCreated.map((b) => b.status)).toEqual(['upcoming', 'active']);
    const byOrder = normalizeSourceBillings([
      makeBilling({ requiredDate: day }),
      makeBilling({ requiredDate: day }),
    ]);
    expect(byOrder.map((b) => b.status)).toEqual(['active', 'upcoming']);
  });

  it('does not promote upcoming billings and accepts an empty list', () => {
    const result = normalizeSourceBillings([
      makeBilling({ status: 'upcoming' }),
      makeBilling({ status: 'paid' }),
    ]);
    expect(result.map((b) => b.status)).toEqual(['upcoming', 'paid']);
    expect(normalizeSourceBillings([])).toEqual([]);
  });
});
