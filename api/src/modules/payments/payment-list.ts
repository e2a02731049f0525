/**
 * The payments grid of a project (/admin/listy/wplaty): filtered by status, method, type and archive in the
 * store, searched (payer name and e-mail, title, paymentId, extPaymentId; case and diacritics ignored) and
 * sorted in memory, then paged; the sums cover every matching row, not only the page.
 */
import {
  comparePayments,
  isOnlineAttempt,
  matchesSearch,
  type PaymentMethod,
  type PaymentSortField,
  type PaymentStatus,
  paymentSums,
  type RefundStatus,
} from '@zapisy/core';
import type { ProjectRecord } from '../projects/index.js';
import { organizerPaymentsOf } from './organizer-records.js';
import type { PaymentDeps } from './payment-deps.js';
import { type PaymentView, payersOf, paymentView } from './payment-view.js';

export interface PaymentFilter {
  /** Statuses of payments (type 'payment'). */
  status?: PaymentStatus[];
  /** States of refunds ('pending' also takes a refund the gateway has not answered yet). */
  refundState?: RefundStatus[];
  method?: PaymentMethod[];
  type?: 'payment' | 'refund';
  search?: string;
  archived?: 'false' | 'true' | 'all';
  /**
   * Online attempts whose money never came (core isOnlineAttempt): 'false' hides them (the default view),
   * 'true' lists them with the rest, 'only' lists only them. A chosen status lists what it names.
   */
  attempts?: 'false' | 'true' | 'only';
  participantId?: string;
  /** A field, or '-field' for descending. */
  sort?: PaymentSortField | `-${PaymentSortField}`;
  direction?: 'asc' | 'desc';
}

export interface PaymentListQuery extends PaymentFilter {
  page?: number;
  pageSize?: number;
}

export interface PaymentList {
  rows: PaymentView[];
  total: number;
  sums: { completed: number; refunded: number };
}

/**
 * A payment's status and a refund's state are different things ('Wpłacono' never lists a refund, which
 * reads 'Zwrócono'): chosen statuses match payments, chosen refund states match refunds, either matches.
 */
function stateFilters(filter: PaymentFilter): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  if (filter.status && filter.status.length > 0)
    out.push({ type: 'payment', status: { $in: filter.status } });
  const states = filter.refundState ?? [];
  if (states.length > 0) {
    const unanswered = states.includes('pending') ? [{ refundStatus: { $exists: false } }] : [];
    out.push({ type: 'refund', $or: [{ refundStatus: { $in: states } }, ...unanswered] });
  }
  return out;
}

function attemptsFilter(filter: PaymentFilter): (record: Parameters<typeof isOnlineAttempt>[0]) => boolean {
  const attempts = filter.attempts ?? 'false';
  if (attempts === 'only') return isOnlineAttempt;
  if (attempts === 'true' || (filter.status?.length ?? 0) > 0) return () => true;
  return (record) => !isOnlineAttempt(record);
}

/** Every payment matching the filter, sorted (the export uses all of them, the grid pages them). */
export async function matchingPayments(
  deps: Pick<PaymentDeps, 'store' | 'flow'>,
  project: ProjectRecord,
  filter: PaymentFilter,
): Promise<PaymentView[]> {
  const tenant = { organizationId: project.organizationId, eventId: project._id };
  const query: Record<string, unknown> = {};
  if (filter.archived !== 'all') query.isArchived = filter.archived === 'true' ? true : { $ne: true };
  if (filter.participantId) query.participantIds = filter.participantId;
  const byState = stateFilters(filter);
  if (byState.length > 0) query.$or = byState;
  if (filter.method && filter.method.length > 0) query.method = { $in: filter.method };
  if (filter.type) query.type = filter.type;
  const found = await organizerPaymentsOf(deps.store, tenant).find(query).toArray();
  const records = found.filter(attemptsFilter(filter));
  const payers = await payersOf(
    deps.store,
    tenant.organizationId,
    records.map((record) => record.customerId),
  );
  const flow = deps.flow;
  const label = (id: string) => flow.provider(id)?.label;
  let views = records.map((record) => paymentView(record, payers.get(record.customerId), label));
  const search = filter.search?.trim();
  if (search) {
    views = views.filter((view) =>
      matchesSearch(search, [
        view.customerName,
        view.customerEmail,
        view.title,
        view.paymentId,
        view.extPaymentId,
      ]),
    );
  }
  const descending = filter.sort?.startsWith('-') === true;
  const field = (filter.sort?.replace(/^-/, '') ?? 'date') as PaymentSortField;
  const direction =
    filter.direction ?? (descending ? 'desc' : field === 'date' && !filter.sort ? 'desc' : 'asc');
  return views.sort(comparePayments(field, direction));
}

export async function listPayments(
  deps: Pick<PaymentDeps, 'store' | 'flow'>,
  project: ProjectRecord,
  query: PaymentListQuery,
): Promise<PaymentList> {
  const all = await matchingPayments(deps, project, query);
  const pageSize = query.pageSize ?? 50;
  const from = ((query.page ?? 1) - 1) * pageSize;
  return { rows: all.slice(from, from + pageSize), total: all.length, sums: paymentSums(all) };
}
