/**
 * The 'Kokpit' figures of one project (`GET /dashboard/{eventId}`): three aggregations through the tenant
 * repositories (participants, billings, payments) run side by side, plus one read of the few customers the
 * latest lists name. Money is integer grosze, summed by the store and combined with core's safe sums.
 */
import {
  assertGrosze,
  type DashboardDecisionKind,
  fillDays,
  Money,
  PARTICIPANT_STATUSES_WITHOUT_DUES,
  polishDaysEndingAt,
  startOfPolishDay,
} from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { customerName, fullName, participantName } from '../payments/index.js';
import {
  type CustomerRecord,
  customersOf,
  type ParticipantRecord,
  type ProjectRecord,
} from '../projects/index.js';
import { placeLimitOf } from '../registrations/index.js';
import { type BillingTotals, billingFigures, type UpcomingInstallment } from './billing-figures.js';
import { participantFigures, type StatusCount } from './participant-figures.js';
import { paymentFigures } from './payment-figures.js';

export interface DashboardDeps {
  store: Store;
  now: () => Date;
}

export interface DashboardOptions {
  /** Days of the charts, ending today (default 30). */
  days?: number;
}

export const DASHBOARD_DEFAULT_DAYS = 30;
/** How far ahead the upcoming installments are listed, and how many days of them at most. */
export const UPCOMING_DAYS_AHEAD = 60;
export const UPCOMING_MAX_ROWS = 10;
export const LATEST_ROWS = 6;

export interface DashboardDay {
  date: string;
  registrations: number;
  /** Money received that day, integer grosze. */
  received: number;
  payments: number;
}

export interface DashboardDecision {
  kind: DashboardDecisionKind;
  count: number;
  /** Integer grosze, where the decision is about money. */
  amount?: number;
}

export interface Dashboard {
  eventId: string;
  generatedAt: string;
  participants: { total: number; byStatus: StatusCount[] };
  places: { limit: number | null; taken: number; left: number | null; waiting: number };
  days: DashboardDay[];
  money: BillingTotals & { received: number; refunded: number; net: number; receivedCount: number };
  upcomingInstallments: UpcomingInstallment[];
  latestRegistrations: { participantId: string; name: string; status: string; createdOn: string }[];
  latestPayments: {
    paymentId: string;
    name: string;
    type: 'payment' | 'refund';
    method: string;
    status: string;
    refundStatus?: string;
    amount: number;
    date: string;
  }[];
  decisions: DashboardDecision[];
}

const WITHOUT_PLACE: ReadonlySet<string> = new Set(PARTICIPANT_STATUSES_WITHOUT_DUES);

function countOf(byStatus: readonly StatusCount[], status: string): number {
  return byStatus.find((row) => row.status === status)?.count ?? 0;
}

async function customersById(
  store: Store,
  organizationId: string,
  ids: readonly (string | undefined)[],
): Promise<Map<string, CustomerRecord>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const found = await customersOf(store, organizationId)
    .find({ _id: { $in: wanted } }, { projection: { firstName: 1, lastName: 1, companyName: 1 } })
    .toArray();
  return new Map(found.map((customer) => [customer._id, customer]));
}

function decisionsOf(
  participants: readonly StatusCount[],
  overdue: number,
  counts: Awaited<ReturnType<typeof paymentFigures>>['counts'],
): DashboardDecision[] {
  const all: DashboardDecision[] = [
    { kind: 'overdue-participants', count: countOf(participants, 'overdue'), amount: overdue },
    { kind: 'flagged-payments', count: counts.flagged },
    { kind: 'awaiting-confirmation', count: counts.awaitingConfirmation },
    { kind: 'failed-refunds', count: counts.failedRefunds },
    { kind: 'pending-refunds', count: counts.pendingRefunds },
    { kind: 'waiting-list', count: countOf(participants, 'waiting') },
  ];
  return all.filter((decision) => decision.count > 0);
}

/** Received minus returned, exactly (decimal.js); each sum checked to be whole, safe grosze. */
function netReceived(received: number, refunded: number): number {
  assertGrosze(received, 'wpłacono');
  assertGrosze(refunded, 'zwrócono');
  const net = new Money(received).minus(refunded);
  assertGrosze(net.toNumber(), 'wpłacono po zwrotach');
  return net.toNumber() + 0;
}

const iso = (value: Date | string | undefined): string => (value ? new Date(value).toISOString() : '');

export async function loadDashboard(
  deps: DashboardDeps,
  project: ProjectRecord,
  options: DashboardOptions = {},
): Promise<Dashboard> {
  const now = deps.now();
  const dayCount = options.days ?? DASHBOARD_DEFAULT_DAYS;
  const tenant = { organizationId: project.organizationId, eventId: project._id };
  const from = startOfPolishDay(now, dayCount - 1);
  const today = startOfPolishDay(now);
  const tomorrow = startOfPolishDay(new Date(today.getTime() + 36 * 60 * 60 * 1000));
  const horizon = startOfPolishDay(new Date(today.getTime() + (UPCOMING_DAYS_AHEAD + 0.5) * 86_400_000));
  const [people, billings, payments] = await Promise.all([
    participantFigures(deps.store, tenant, from, LATEST_ROWS),
    billingFigures(deps.store, tenant, { today, tomorrow, horizon }, UPCOMING_MAX_ROWS),
    paymentFigures(deps.store, tenant, from, LATEST_ROWS),
  ]);
  const customers = await customersById(deps.store, project.organizationId, [
    ...people.latest.map((p) => p.customerId),
    ...payments.latest.map((p) => p.customerId),
  ]);

  const total = people.byStatus.reduce((sum, row) => sum + row.count, 0);
  const taken = people.byStatus.reduce(
    (sum, row) => sum + (WITHOUT_PLACE.has(row.status) ? 0 : row.count),
    0,
  );
  const limit = placeLimitOf(project);
  const registrations = new Map(people.perDay.map((row) => [row.date, row.count]));
  const days = fillDays(polishDaysEndingAt(now, dayCount), payments.perDay).map((day) => ({
    date: day.date,
    registrations: registrations.get(day.date) ?? 0,
    received: day.amount,
    payments: day.count,
  }));

  return {
    eventId: project._id,
    generatedAt: now.toISOString(),
    participants: { total, byStatus: people.byStatus },
    places: {
      limit,
      taken,
      left: limit === null ? null : Math.max(0, limit - taken),
      waiting: countOf(people.byStatus, 'waiting'),
    },
    days,
    money: {
      ...billings.totals,
      received: payments.received,
      receivedCount: payments.receivedCount,
      refunded: payments.refunded,
      net: netReceived(payments.received, payments.refunded),
    },
    upcomingInstallments: billings.upcoming,
    latestRegistrations: people.latest.map((participant) => ({
      participantId: participant._id,
      name: fullName(
        participantName(
          participant as ParticipantRecord,
          customers.get(participant.customerId ?? '') ?? null,
        ),
      ),
      status: participant.status ?? 'registered',
      createdOn: iso(participant.createdOn),
    })),
    latestPayments: payments.latest.map((payment) => ({
      paymentId: payment._id,
      name: fullName(customerName(customers.get(payment.customerId) ?? null)),
      type: payment.type,
      method: payment.method,
      status: payment.status,
      ...(payment.refundStatus ? { refundStatus: payment.refundStatus } : {}),
      amount: payment.amount,
      date: iso(payment.date),
    })),
    decisions: decisionsOf(people.byStatus, billings.totals.overdue, payments.counts),
  };
}
