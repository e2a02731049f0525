/**
 * The participants' part of the dashboard, one aggregation through the tenant repository: counts per
 * status, registrations per Polish day since `from`, and the latest sign-ups.
 */
import { DASHBOARD_TIME_ZONE } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { type ParticipantRecord, participantsOf } from '../projects/index.js';

export interface StatusCount {
  status: string;
  count: number;
}

export interface LatestParticipantRow {
  _id: string;
  status?: string;
  createdOn?: Date;
  customerId?: string;
  data?: ParticipantRecord['data'];
}

export interface ParticipantFigures {
  byStatus: StatusCount[];
  perDay: { date: string; count: number }[];
  latest: LatestParticipantRow[];
}

interface Faceted {
  byStatus: { _id: string | null; count: number }[];
  perDay: { _id: string; count: number }[];
  latest: LatestParticipantRow[];
}

/** `from`: the first instant of the chart's first day; `latest`: how many sign-ups to list. */
export async function participantFigures(
  store: Store,
  tenant: { organizationId: string; eventId: string },
  from: Date,
  latest: number,
): Promise<ParticipantFigures> {
  const [result] = await participantsOf(store, tenant)
    .aggregate<Faceted>([
      { $project: { status: 1, createdOn: 1, customerId: 1, data: 1 } },
      {
        $facet: {
          byStatus: [{ $group: { _id: '$status', count: { $sum: 1 } } }],
          perDay: [
            { $match: { createdOn: { $gte: from } } },
            {
              $group: {
                _id: {
                  $dateToString: { format: '%Y-%m-%d', date: '$createdOn', timezone: DASHBOARD_TIME_ZONE },
                },
                count: { $sum: 1 },
              },
            },
          ],
          latest: [
            { $match: { createdOn: { $type: 'date' } } },
            { $sort: { createdOn: -1, _id: -1 } },
            { $limit: latest },
          ],
        },
      },
    ])
    .toArray();
  return {
    byStatus: (result?.byStatus ?? []).map((row) => ({ status: row._id ?? 'registered', count: row.count })),
    perDay: (result?.perDay ?? []).map((row) => ({ date: row._id, count: row.count })),
    latest: result?.latest ?? [],
  };
}
