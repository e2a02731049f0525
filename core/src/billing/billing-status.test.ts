import { describe, expect, it } from 'vitest';
import { makeBilling, utc } from './billing.fixture.js';
import {
  BILLING_STATUS_SORT_ORDER,
  BILLING_STATUSES,
  type BillingStatus,
  compareBillingsByStatus,
  isBillingStatus,
} from './billing-status.js';

describe('billing status (spec §4)', () => {
  it('"Billing status: upcoming, active, late, paid, overpaid, cancelled"', () => {
    expect(BILLING_STATUSES).toEqual(['upcoming', 'active', 'late', 'paid', 'overpaid', 'cancelled']);
    expect(isBillingStatus('late')).toBe(true);
    expect(isBillingStatus('Late')).toBe(false);
    expect(isBillingStatus(3)).toBe(false);
  });

  it('"Sort order: paid 1, late 2, active 3, overpaid 4, upcoming 5, cancelled 1000"', () => {
    expect(BILLING_STATUS_SORT_ORDER).toEqual({
      paid: 1,
      late: 2,
      active: 3,
      overpaid: 4,
      upcoming: 5,
      cancelled: 1000,
    });
    const shuffled: BillingStatus[] = ['cancelled', 'upcoming', 'overpaid', 'active', 'late', 'paid'];
    const sorted = shuffled.map((status) => makeBilling({ status })).sort(compareBillingsByStatus);
    expect(sorted.map((b) => b.status)).toEqual([
      'paid',
      'late',
      'active',
      'overpaid',
      'upcoming',
      'cancelled',
    ]);
  });

  it('within one status, the earlier required date first; equal keys compare as 0', () => {
    const early = makeBilling({ requiredDate: utc('2026-01-01') });
    const late = makeBilling({ requiredDate: utc('2026-02-01') });
    expect(compareBillingsByStatus(late, early)).toBeGreaterThan(0);
    expect(compareBillingsByStatus(early, late)).toBeLessThan(0);
    expect(compareBillingsByStatus(early, makeBilling({ requiredDate: utc('2026-01-01') }))).toBe(0);
  });
});
