/**
 * The organizer's side of payments (first document §2 participants grid row actions "add cash payment" and
 * "refund", the payments grid /admin/listy/wplaty; §3 Payment grid columns). Roles admin, payments (Manager)
 * and employee of the project (§6):
 *
 * | call | answer |
 * |---|---|
 * | GET /payments/{eventId} `?page&pageSize&status[]&method[]&type&search&archived&attempts&sort&direction` (attempts: online attempts whose money never came, hidden by default) | `{rows: PaymentView[], total, sums: {completed, refunded}}` |
 * | GET /payments/{eventId}/export.csv (same filters) | CSV, UTF-8 with BOM, ';', amounts '1 234,56' |
 * | POST /payments/{eventId}/cash `{participantId, amount, date?, description?}` | 201 PaymentView (cash, COMPLETED, settled) |
 * | GET /payments/{eventId}/{paymentId} | `{payment, shares, refunds, notifications}` |
 * | PATCH /payments/{eventId}/{paymentId} `{remarks?, isArchived?}` | PaymentView |
 * | POST /payments/{eventId}/{paymentId}/refund `{amount?, reason, markRefunded?}` | 201 the refund's PaymentView |
 * | POST /payments/{eventId}/{paymentId}/release `{useReportedAmount?, remark?}` | PaymentView (settled) |
 * | POST /payments/{eventId}/{paymentId}/reject `{remark}` | PaymentView (left unapplied) |
 */
import { Readable } from 'node:stream';
import { NotFoundError, type UserRole } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { actorOf } from '../organizations/index.js';
import { loadTenantProject } from '../projects/index.js';
import { paymentDepsOf } from './app-flow.js';
import { addCashPayment, type CashPaymentBody } from './cash-payment.js';
import { type OrganizerPaymentRecord, organizerPaymentsOf } from './organizer-records.js';
import {
  cashBody,
  exportQuery,
  listQuery,
  organizerEventParams,
  organizerPaymentParams,
  patchPaymentBody,
  paymentDetailSchema,
  paymentListSchema,
  paymentViewSchema,
  refundBody,
  rejectBody,
  releaseBody,
} from './organizer-schemas.js';
import { paymentDetail } from './payment-detail.js';
import { listPayments, matchingPayments, type PaymentFilter, type PaymentListQuery } from './payment-list.js';
import { rejectPayment, releasePayment } from './payment-review.js';
import { payersOf, paymentView } from './payment-view.js';
import { paymentsCsvChunks } from './payments-export.js';
import { REFUND_ROUTE_MESSAGES, type RefundBody, refundPayment } from './refund-payment.js';

export const PAYMENT_ORGANIZER_ROLES: readonly UserRole[] = ['admin', 'payments', 'employee'];
const access = { roles: PAYMENT_ORGANIZER_ROLES, tenant: { project: 'eventId' } } as const;
/** Giving money back and overriding a held payment: the administrator and the manager ('payments') only. */
const moneyDecisionAccess = { roles: ['admin', 'payments'], tenant: { project: 'eventId' } } as const;

type EventParams = { eventId: string };
type PaymentParams = { eventId: string; paymentId: string };

const userOf = (request: FastifyRequest): string => request.user?.userId ?? 'unknown';

export default async function organizerPaymentRoutes(app: FastifyInstance): Promise<void> {
  const payments = paymentDepsOf(app);
  async function viewOf(record: OrganizerPaymentRecord) {
    const payers = await payersOf(app.store, record.organizationId, [record.customerId]);
    const flow = payments.flow;
    return paymentView(record, payers.get(record.customerId), (id) => flow.provider(id)?.label);
  }

  app.get<{ Params: EventParams; Querystring: PaymentListQuery }>(
    '/payments/:eventId',
    {
      config: { access },
      schema: {
        summary: 'Lista wpłat projektu (/admin/listy/wplaty): filtry, wyszukiwanie, sortowanie, sumy',
        description:
          'Wyszukiwanie bez względu na wielkość liter i polskie znaki: płatnik (imię, nazwisko, e-mail), tytuł, ' +
          'paymentId, extPaymentId. Domyślnie bez zarchiwizowanych, od najnowszych. Sumy obejmują wszystkie ' +
          'pasujące wiersze.',
        tags: ['payments'],
        params: organizerEventParams,
        querystring: listQuery,
        response: { 200: paymentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      return listPayments(payments, project, request.query ?? {});
    },
  );

  app.get<{ Params: EventParams; Querystring: PaymentFilter }>(
    '/payments/:eventId/export.csv',
    {
      config: { access },
      schema: {
        summary: 'Eksport wpłat do CSV (UTF-8 z BOM, separator ;, kwoty jako 1 234,56)',
        tags: ['payments'],
        params: organizerEventParams,
        querystring: exportQuery,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      const rows = await matchingPayments(payments, project, request.query ?? {});
      const day = new Date().toISOString().slice(0, 10);
      reply.header(
        'content-disposition',
        `attachment; filename="wplaty-${project.event.domainName}-${day}.csv"`,
      );
      reply.header('content-type', 'text/csv; charset=utf-8');
      return reply.send(Readable.from(paymentsCsvChunks(rows)));
    },
  );

  app.post<{ Params: EventParams; Body: CashPaymentBody }>(
    '/payments/:eventId/cash',
    {
      config: { access },
      schema: {
        summary: 'Wpłata gotówkowa uczestnika (akcja „dodaj wpłatę gotówkową” w tabeli uczestników)',
        description:
          'Wpłata ze statusem Wpłacono, od razu rozliczona na należnościach uczestnika (webhook ' +
          'payment-executed). Kwota w groszach > 0, data nie z przyszłości (domyślnie teraz).',
        tags: ['payments'],
        params: organizerEventParams,
        body: cashBody,
        response: { 201: paymentViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      const record = await addCashPayment(payments, project, request.body, actorOf(request));
      return reply.code(201).send(await viewOf(record));
    },
  );

  app.get<{ Params: PaymentParams }>(
    '/payments/:eventId/:paymentId',
    {
      config: { access },
      schema: {
        summary: 'Wpłata: rozliczenie na należnościach, zwroty i dziennik powiadomień bramki',
        description: 'Dziennik bez surowej treści i nagłówków powiadomień.',
        tags: ['payments'],
        params: organizerPaymentParams,
        response: { 200: paymentDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      return paymentDetail(payments, project, request.params.paymentId);
    },
  );

  app.patch<{ Params: PaymentParams; Body: { remarks?: string; isArchived?: boolean } }>(
    '/payments/:eventId/:paymentId',
    {
      config: { access },
      schema: {
        summary: 'Uwagi i archiwizacja wpłaty',
        tags: ['payments'],
        params: organizerPaymentParams,
        body: patchPaymentBody,
        response: { 200: paymentViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      const tenant = { organizationId: project.organizationId, eventId: project._id };
      const set: Partial<OrganizerPaymentRecord> = { updatedAt: new Date() };
      if (request.body.remarks !== undefined) set.remarks = request.body.remarks;
      if (request.body.isArchived !== undefined) set.isArchived = request.body.isArchived;
      const updated = await organizerPaymentsOf(app.store, tenant).findOneAndUpdate(
        { _id: request.params.paymentId },
        { $set: set },
        { returnDocument: 'after' },
      );
      if (!updated) throw new NotFoundError(REFUND_ROUTE_MESSAGES.unknownPayment);
      return viewOf(updated);
    },
  );

  app.post<{ Params: PaymentParams; Body: RefundBody }>(
    '/payments/:eventId/:paymentId/refund',
    {
      config: { access: moneyDecisionAccess },
      schema: {
        summary: 'Zwrot wpłaty (akcja „zwrot” w tabeli uczestników), pełny lub częściowy',
        description:
          'Domyślnie zwraca wszystko, co z wpłaty zostało na należnościach. Online: zwrot zlecany bramce ' +
          '(status zwrotu pending do powiadomienia bramki); gotówka i przelew: od razu. Więcej niż pozostało ' +
          '→ 400, wpłata niezakończona → 409, zwrot zwrotu → 400, odmowa bramki → 409, bramka niedostępna → 503. ' +
          'markRefunded: po pełnym zwrocie uczestnik bez żadnych wpłat dostaje status „Zwrot wpłaty”.',
        tags: ['payments'],
        params: organizerPaymentParams,
        body: refundBody,
        response: { 201: paymentViewSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      const refund = await refundPayment(
        payments,
        project,
        request.params.paymentId,
        request.body,
        actorOf(request),
        request.url,
      );
      return reply.code(201).send(await viewOf(refund));
    },
  );

  app.post<{ Params: PaymentParams; Body: { useReportedAmount?: boolean; remark?: string } }>(
    '/payments/:eventId/:paymentId/release',
    {
      config: { access: moneyDecisionAccess },
      schema: {
        summary: 'Przyjęcie wstrzymanej wpłaty (kwota lub waluta niezgodna) i rozliczenie jej',
        description:
          'Domyślnie z kwotą zgłoszoną przez bramkę; obie kwoty zapisane w review. Wpłata niewstrzymana lub ' +
          'już rozstrzygnięta → 409.',
        tags: ['payments'],
        params: organizerPaymentParams,
        body: releaseBody,
        response: { 200: paymentViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      const released = await releasePayment(
        payments,
        project,
        request.params.paymentId,
        request.body ?? {},
        userOf(request),
      );
      return viewOf(released);
    },
  );

  app.post<{ Params: PaymentParams; Body: { remark: string } }>(
    '/payments/:eventId/:paymentId/reject',
    {
      config: { access: moneyDecisionAccess },
      schema: {
        summary: 'Odrzucenie wstrzymanej wpłaty: zostaje nierozliczona, z uwagą organizatora',
        tags: ['payments'],
        params: organizerPaymentParams,
        body: rejectBody,
        response: { 200: paymentViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const project = await loadTenantProject(app, request, request.params.eventId);
      return viewOf(
        await rejectPayment(payments, project, request.params.paymentId, request.body, userOf(request)),
      );
    },
  );
}
