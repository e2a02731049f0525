/**
 * The billings' part of the dashboard, one aggregation through the tenant repository: what is billed, left
 * to pay, due by today and overdue (status late), and the installments falling due from today to
 * `horizon`, per Polish day. Cancelled billings count nowhere. Sums are of integer grosze.
 */
import { DASHBOARD_TIME_ZONE } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { billingsOf } from '../participants/index.js';

export interface BillingTotals {
  /** Gross plus manual markups and discounts of every billing that is not cancelled. */
  billed: number;
  leftToPay: number;
  /** Left to pay of billings required by the end of today (late ones included). */
  dueNow: number;
  /** Left to pay of late billings, and how many they are. */
  overdue: number;
  overdueCount: number;
}

export interface UpcomingInstallment {
  date: string;
  count: number;
  amount: number;
}

export interface BillingFigures {
  totals: BillingTotals;
  upcoming: UpcomingInstallment[];
}

interface Faceted {
  totals: (BillingTotals & { _id: null })[];
  upcoming: { _id: string; count: number; amount: number }[];
}

const EMPTY: BillingTotals = { billed: 0, leftToPay: 0, dueNow: 0, overdue: 0, overdueCount: 0 };

/** `today`/`tomorrow`: the Polish midnights starting today and tomorrow; `horizon`: the end of the list. */
export async function billingFigures(
  store: Store,
  tenant: { organizationId: string; eventId: string },
  days: { today: Date; tomorrow: Date; horizon: Date },
  upcomingDays: number,
): Promise<BillingFigures> {
  const isLate = { $eq: ['$status', 'late'] };
  const [result] = await billingsOf(store, tenant)
    .aggregate<Faceted>([
      { $match: { status: { $ne: 'cancelled' } } },
      { $project: { status: 1, grossAmount: 1, manualDiscount: 1, leftToPay: 1, requiredDate: 1 } },
      {
        $facet: {
          totals: [
            {
              $group: {
                _id: null,
                billed: {
                  $sum: { $add: [{ $ifNull: ['$grossAmount', 0] }, { $ifNull: ['$manualDiscount', 0] }] },
                },
                leftToPay: { $sum: { $ifNull: ['$leftToPay', 0] } },
                dueNow: {
                  $sum: {
                    $cond: [{ $lt: ['$requiredDate', days.tomorrow] }, { $ifNull: ['$leftToPay', 0] }, 0],
                  },
                },
                overdue: { $sum: { $cond: [isLate, { $ifNull: ['$leftToPay', 0] }, 0] } },
                overdueCount: { $sum: { $cond: [isLate, 1, 0] } },
              },
            },
          ],
          upcoming: [
            {
              $match: {
                leftToPay: { $gt: 0 },
                status: { $in: ['upcoming', 'active'] },
                requiredDate: { $gte: days.today, $lt: days.horizon },
              },
            },
            {
              $group: {
                _id: {
                  $dateToString: { format: '%Y-%m-%d', date: '$requiredDate', timezone: DASHBOARD_TIME_ZONE },
                },
                count: { $sum: 1 },
                amount: { $sum: '$leftToPay' },
              },
            },
            { $sort: { _id: 1 } },
            { $limit: upcomingDays },
          ],
        },
      },
    ])
    .toArray();
  const totals = result?.totals[0];
  return {
    totals: totals
      ? {
          billed: totals.billed,
          leftToPay: totals.leftToPay,
          dueNow: totals.dueNow,
          overdue: totals.overdue,
          overdueCount: totals.overdueCount,
        }
      : EMPTY,
    upcoming: (result?.upcoming ?? []).map((row) => ({
      date: row._id,
      count: row.count,
      amount: row.amount,
    })),
  };
}
