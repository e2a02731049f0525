/**
 * Every HTTP call of the payments screens, as the organizer payments API offers them (api/src/payments/):
 * - `GET /payments/{eventId}?page&pageSize&status&refundState&method&type&search&archived&participantId&sort` →
 *   `{ rows: PaymentView[], total, sums: { completed, refunded } }`; `status` and `method` repeat for each
 *   chosen value (`status=NEW&status=PENDING`), `page` counts from 1, `sort` is a field (`-field` descending).
 * - `GET /payments/{eventId}/{id}` → `{ payment, shares, refunds, notifications }` (read as one flat
 *   PaymentDetail); `PATCH …/{id}` `{ remarks?, isArchived? }` → PaymentView;
 *   `POST …/{id}/release` and `…/reject` (flagged payments) → PaymentView; `GET /payments/{eventId}/export.csv`
 *   takes the list's filters.
 * - `POST /payments/{eventId}/cash` `{ participantId, amount, date?, description? }` → 201 PaymentView;
 *   `POST /payments/{eventId}/{id}/refund` `{ amount?, reason, markRefunded? }` → 201 the refund's PaymentView.
 * Money is integer grosze; a refund's amount is negative, and its `statusLabel` is the refund's own state
 * ('Zwrot w toku', 'Zwrócono', 'Zwrot nieudany'), its `refundStatus` pending, completed or failed.
 */
import { PAYMENT_STATUSES, REFUND_STATUSES } from '@zapisy/core';
import type { Operation, RequestBody } from '../../api/api-types.js';
import type { ApiClient } from '../../api/client.js';
import type { GridSort } from '../../grid/grid-props.js';

/** A flag as the API sends it: a `{ code, label }` pair or a bare code. */
export type PaymentFlagView = { code: string; label?: string } | string;

export interface PaymentView {
  _id: string;
  paymentId: string;
  extPaymentId?: string | null;
  type: 'payment' | 'refund';
  typeLabel?: string;
  method: 'online' | 'transfer' | 'cash';
  methodLabel?: string;
  provider?: string | null;
  providerLabel?: string | null;
  accountSourceLabel?: string | null;
  date: string | Date;
  amount: number;
  currency?: string;
  status: string;
  statusLabel?: string;
  title?: string | null;
  description?: string | null;
  product?: string | null;
  account?: string | null;
  receivingAccount?: string | null;
  remarks?: string | null;
  isArchived?: boolean;
  customerId?: string | null;
  customerName?: string | null;
  participantIds?: string[];
  flags?: PaymentFlagView[];
  refundStatus?: string | null;
  refundOf?: string | null;
  settledAt?: string | Date | null;
  /** The organizer's decision on a held payment (released or rejected), once made. */
  review?: { decision: 'released' | 'rejected'; at: string | Date; remark?: string } | null;
}

export interface PaymentShareView {
  billingId: string;
  participantId?: string | null;
  participantName?: string | null;
  amount: number;
}

export interface PaymentNotificationView {
  receivedAt: string | Date;
  verified: boolean;
  state?: string | null;
  outcome?: string | null;
}

export interface PaymentDetail extends PaymentView {
  shares?: PaymentShareView[];
  /** The refunds of this payment. */
  refunds?: PaymentView[];
  notifications?: PaymentNotificationView[];
}

/** The detail route's answer. */
export interface PaymentDetailAnswer {
  payment: PaymentView;
  shares: PaymentShareView[];
  refunds: PaymentView[];
  notifications: PaymentNotificationView[];
}

/** The detail answer as one flat payment with its shares, refunds and notifications. */
export function flatDetail(answer: PaymentDetailAnswer): PaymentDetail {
  return {
    ...answer.payment,
    shares: answer.shares,
    refunds: answer.refunds,
    notifications: answer.notifications,
  };
}

export interface PaymentSums {
  completed: number;
  refunded: number;
}

export interface PaymentPage {
  rows: PaymentView[];
  total: number;
  sums?: PaymentSums;
}

/** 'false' = current only (the default), 'true' = archived only, 'all' = both. */
export type ArchivedFilter = 'false' | 'true' | 'all';

/**
 * Online payments whose money never came (abandoned, cancelled or still at the gateway; core
 * isOnlineAttempt): 'false' = hidden (the default), 'true' = with the rest, 'only' = only them.
 */
export type AttemptsFilter = 'false' | 'true' | 'only';

export interface PaymentFilters {
  /** Payment statuses, and refund states as `refundStateChoice(state)`. */
  statuses: readonly string[];
  methods: readonly string[];
  /** '' for both, 'payment' or 'refund'. */
  type: string;
  archived: ArchivedFilter;
  /** Left out: hidden. */
  attempts?: AttemptsFilter;
  search: string;
  sort: GridSort | null;
  /** Only the payments for this participant (the participants grid's 'Zwrot'). */
  participantId?: string;
}

export const NO_PAYMENT_FILTERS: PaymentFilters = {
  statuses: [],
  methods: [],
  type: '',
  archived: 'false',
  search: '',
  sort: null,
};

/** `POST /payments/{eventId}/cash` body: integer grosze above zero, the day as 'yyyy-MM-dd'. */
export type CashPaymentInput = RequestBody<Operation<'/payments/{eventId}/cash', 'post'>>;

/** `POST /payments/{eventId}/{id}/refund` body: grosze (left out for the whole payment), the reason. */
export type RefundInput = RequestBody<Operation<'/payments/{eventId}/{paymentId}/refund', 'post'>>;

/** `PATCH /payments/{eventId}/{paymentId}` body. */
export type PaymentPatch = RequestBody<Operation<'/payments/{eventId}/{paymentId}', 'patch'>>;

const seg = encodeURIComponent;

/** The status filter's value for a refund state: refunds have their own states (`refundState=`). */
const REFUND_CHOICE = 'refund:';
export const refundStateChoice = (state: string): string => `${REFUND_CHOICE}${state}`;

/** Every value the status filter takes: the payment statuses and the refund states' choices. */
export const PAYMENT_STATUS_FILTER_VALUES: ReadonlySet<string> = new Set([
  ...PAYMENT_STATUSES,
  ...REFUND_STATUSES.map(refundStateChoice),
]);

/** The list's and the export's query for the filters (empty ones left out; lists repeat their key). */
export function paymentQuery(filters: PaymentFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const status of filters.statuses) {
    const refund = status.startsWith(REFUND_CHOICE) ? status.slice(REFUND_CHOICE.length) : null;
    if (refund) query.append('refundState', refund);
    else query.append('status', status);
  }
  for (const method of filters.methods) query.append('method', method);
  if (filters.type) query.set('type', filters.type);
  const search = filters.search.trim();
  if (search) query.set('search', search);
  query.set('archived', filters.archived);
  if (filters.attempts && filters.attempts !== 'false') query.set('attempts', filters.attempts);
  if (filters.participantId) query.set('participantId', filters.participantId);
  if (filters.sort) query.set('sort', `${filters.sort.asc ? '' : '-'}${filters.sort.field}`);
  return query;
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** One page's path below /services/api (`page` counts from 1). */
export function pagePath(eventId: string, filters: PaymentFilters, page: number, pageSize: number): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of paymentQuery(filters)) query.append(key, value);
  return withQuery(`/payments/${seg(eventId)}`, query);
}

/** The CSV export's path below /services/api with the current filters. */
export function paymentExportPath(eventId: string, filters: PaymentFilters): string {
  return withQuery(`/payments/${seg(eventId)}/export.csv`, paymentQuery(filters));
}

export const paymentsApi = {
  page: (api: ApiClient, eventId: string, filters: PaymentFilters, page: number, pageSize: number) =>
    api.get<PaymentPage>(pagePath(eventId, filters, page, pageSize)),
  detail: async (api: ApiClient, eventId: string, id: string): Promise<PaymentDetail> =>
    flatDetail(await api.get<PaymentDetailAnswer>(`/payments/${seg(eventId)}/${seg(id)}`)),
  patch: (api: ApiClient, eventId: string, id: string, patch: PaymentPatch) =>
    api.patch<PaymentView>(`/payments/${seg(eventId)}/${seg(id)}`, patch),
  release: (api: ApiClient, eventId: string, id: string) =>
    api.post<PaymentView>(`/payments/${seg(eventId)}/${seg(id)}/release`),
  reject: (api: ApiClient, eventId: string, id: string) =>
    api.post<PaymentView>(`/payments/${seg(eventId)}/${seg(id)}/reject`),
  cash: (api: ApiClient, eventId: string, input: CashPaymentInput) =>
    api.post<PaymentView>(`/payments/${seg(eventId)}/cash`, input),
  refund: (api: ApiClient, eventId: string, id: string, input: RefundInput) =>
    api.post<PaymentView>(`/payments/${seg(eventId)}/${seg(id)}/refund`, input),
};
