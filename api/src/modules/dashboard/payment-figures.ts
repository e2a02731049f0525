/**
 * The payments' part of the dashboard, one aggregation through the tenant repository: money received
 * (statuses that reached the organizer) and returned (completed refunds), received per Polish day since
 * `from`, the latest money movements, and the payments and refunds waiting for someone.
 */
import { DASHBOARD_TIME_ZONE, HOLDING_PAYMENT_FLAGS, MONEY_RECEIVED_STATUSES } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { type PaymentRecord, paymentsOf } from '../payments/index.js';

export type LatestPaymentRow = Pick<
  PaymentRecord,
  '_id' | 'type' | 'method' | 'status' | 'amount' | 'date' | 'customerId' | 'refundStatus' | 'participantIds'
>;

export interface PaymentCounts {
  /** Held back by an amount or currency the gateway reported otherwise, not decided yet. */
  flagged: number;
  awaitingConfirmation: number;
  pendingRefunds: number;
  failedRefunds: number;
}

export interface PaymentFigures {
  received: number;
  receivedCount: number;
  /** Money returned by completed refunds, as a positive amount. */
  refunded: number;
  perDay: { date: string; count: number; amount: number }[];
  latest: LatestPaymentRow[];
  counts: PaymentCounts;
}

interface Faceted {
  received: { _id: null; amount: number; count: number }[];
  refunded: { _id: null; amount: number }[];
  perDay: { _id: string; count: number; amount: number }[];
  latest: LatestPaymentRow[];
  counts: (PaymentCounts & { _id: null })[];
}

const one = (condition: unknown) => ({ $sum: { $cond: [condition, 1, 0] } });

export async function paymentFigures(
  store: Store,
  tenant: { organizationId: string; eventId: string },
  from: Date,
  latest: number,
): Promise<PaymentFigures> {
  const receivedPayment = { type: 'payment', status: { $in: [...MONEY_RECEIVED_STATUSES] } };
  const [result] = await paymentsOf(store, tenant)
    .aggregate<Faceted>([
      {
        $project: {
          type: 1,
          method: 1,
          status: 1,
          amount: 1,
          date: 1,
          createdAt: 1,
          customerId: 1,
          participantIds: 1,
          refundStatus: 1,
          flags: 1,
          review: 1,
          settlement: 1,
          isArchived: 1,
        },
      },
      {
        $facet: {
          received: [
            { $match: receivedPayment },
            { $group: { _id: null, amount: { $sum: '$amount' }, count: { $sum: 1 } } },
          ],
          refunded: [
            { $match: { type: 'refund', refundStatus: 'completed' } },
            { $group: { _id: null, amount: { $sum: '$amount' } } },
          ],
          perDay: [
            { $match: { ...receivedPayment, date: { $gte: from } } },
            {
              $group: {
                _id: { $dateToString: { format: '%Y-%m-%d', date: '$date', timezone: DASHBOARD_TIME_ZONE } },
                count: { $sum: 1 },
                amount: { $sum: '$amount' },
              },
            },
          ],
          latest: [
            { $match: { $or: [receivedPayment, { type: 'refund' }] } },
            { $sort: { date: -1, createdAt: -1, _id: -1 } },
            { $limit: latest },
            { $project: { flags: 0, review: 0, settlement: 0, isArchived: 0, createdAt: 0 } },
          ],
          counts: [
            { $match: { isArchived: { $ne: true } } },
            {
              $group: {
                _id: null,
                flagged: one({
                  $and: [
                    {
                      $gt: [
                        {
                          $size: {
                            $setIntersection: [{ $ifNull: ['$flags', []] }, [...HOLDING_PAYMENT_FLAGS]],
                          },
                        },
                        0,
                      ],
                    },
                    { $eq: [{ $ifNull: ['$review', null] }, null] },
                    { $eq: [{ $ifNull: ['$settlement', null] }, null] },
                  ],
                }),
                awaitingConfirmation: one({
                  $and: [{ $eq: ['$type', 'payment'] }, { $eq: ['$status', 'WAITING FOR CONFIRMATION'] }],
                }),
                pendingRefunds: one({
                  $and: [{ $eq: ['$type', 'refund'] }, { $eq: ['$refundStatus', 'pending'] }],
                }),
                failedRefunds: one({
                  $and: [{ $eq: ['$type', 'refund'] }, { $eq: ['$refundStatus', 'failed'] }],
                }),
              },
            },
          ],
        },
      },
    ])
    .toArray();
  const counts = result?.counts[0];
  const returned = result?.refunded[0]?.amount ?? 0;
  return {
    received: result?.received[0]?.amount ?? 0,
    receivedCount: result?.received[0]?.count ?? 0,
    refunded: returned === 0 ? 0 : -returned,
    perDay: (result?.perDay ?? []).map((row) => ({ date: row._id, count: row.count, amount: row.amount })),
    latest: result?.latest ?? [],
    counts: {
      flagged: counts?.flagged ?? 0,
      awaitingConfirmation: counts?.awaitingConfirmation ?? 0,
      pendingRefunds: counts?.pendingRefunds ?? 0,
      failedRefunds: counts?.failedRefunds ?? 0,
    },
  };
}
