/**
 * Money by hand on the participant's and the customer's card (first document §3 Billing isManual,
 * manualDiscount; §4 discount distribution and payment removal; §5 billing creation and sums):
 *
 * | call | access | answer |
 * |---|---|---|
 * | GET /billings/{organizationId}?participantId&customerId&eventId&dateOver&dateUpTo | admin, payments, employee | `{billings, sums}`; dateOver with dateUpTo is 400 |
 * | POST /billings/{organizationId}/manual `{eventId, participantId?, customerId?, category, amount, vatRate?, requiredDate}` | admin, payments | 201 the new billing |
 * | PUT /billings/{organizationId}/manual-discount `{eventId, participantId?, customerId?, manualDiscount}` | admin, payments | the billings after distribution |
 * | DELETE /billings/{organizationId}/{billingId}/payments/{index} | admin, payments | the recalculated billing |
 *
 * Every change is audited (audit log) and written with its billing events.
 */
import type { FastifyInstance } from 'fastify';
import { now as clockNow } from '../../clock.js';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { actorOf } from '../organizations/index.js';
import { BILLING_READ_ROLES, BILLING_WRITE_ROLES } from './access.js';
import { addManualChargeFor, type ManualChargeBody } from './add-manual-charge.js';
import { applyManualDiscount, type ManualDiscountBody } from './apply-manual-discount.js';
import { type BillingListQuery, listBillings } from './list-billings.js';
import { removeBillingPayment } from './remove-billing-payment.js';
import {
  billingAnswer,
  billingArrayAnswer,
  billingListAnswer,
  billingListQuery,
  billingPaymentParams,
  manualChargeBody,
  manualDiscountBody,
  orgParams,
} from './schemas.js';

const readAccess = { roles: BILLING_READ_ROLES, tenant: { organization: 'organizationId' } } as const;
const writeAccess = { roles: BILLING_WRITE_ROLES, tenant: { organization: 'organizationId' } } as const;

type OrgParams = { organizationId: string };

export default async function routes(app: FastifyInstance): Promise<void> {
  const deps = { store: app.store, now: () => clockNow() };

  app.get<{ Params: OrgParams; Querystring: BillingListQuery }>(
    '/billings/:organizationId',
    {
      config: { access: readAccess },
      schema: {
        summary: 'Należności uczestnika lub klienta z sumami (od daty albo do daty)',
        description:
          'Należności przeliczone na teraz. dateOver: termin po dacie; dateUpTo: termin do daty włącznie; ' +
          'obu naraz nie można użyć (400). Sumy bez anulowanych.',
        tags: ['billings'],
        params: orgParams,
        querystring: billingListQuery,
        response: { 200: billingListAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listBillings(deps, request.params.organizationId, request.query ?? {}),
  );

  app.post<{ Params: OrgParams; Body: ManualChargeBody }>(
    '/billings/:organizationId/manual',
    {
      config: { access: writeAccess },
      schema: {
        summary: 'Ręczna opłata (należność isManual) z kategorią, kwotą netto, VAT i terminem',
        description:
          'Wymagane: amount, requiredDate i eventId (400 „pole … jest wymagane”), kategoria oraz uczestnik ' +
          'albo klient. Zapisywana w dzienniku zmian.',
        tags: ['billings'],
        params: orgParams,
        body: manualChargeBody,
        response: { 201: billingAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const billing = await addManualChargeFor(
        deps,
        request.params.organizationId,
        request.body ?? {},
        actorOf(request),
      );
      return reply.code(201).send(billing);
    },
  );

  app.put<{ Params: OrgParams; Body: ManualDiscountBody }>(
    '/billings/:organizationId/manual-discount',
    {
      config: { access: writeAccess },
      schema: {
        summary: 'Ręczny rabat lub dopłata, rozdzielane na należności według kolejności statusów',
        description: 'Kwota zastępuje dotychczasowy rabat; 0 go usuwa. Zapisywany w dzienniku zmian.',
        tags: ['billings'],
        params: orgParams,
        body: manualDiscountBody,
        response: { 200: billingArrayAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      applyManualDiscount(deps, request.params.organizationId, request.body ?? {}, actorOf(request)),
  );

  app.delete<{ Params: OrgParams & { billingId: string; index: number } }>(
    '/billings/:organizationId/:billingId/payments/:index',
    {
      config: { access: writeAccess },
      schema: {
        summary: 'Usunięcie wpłaty z należności: przeliczenie i wyczyszczenie daty zapłaty',
        description:
          'Wpłata znika z należności (i z rozliczenia rekordu wpłaty); należność jest przeliczana, data ' +
          'zapłaty czyszczona. Zły indeks: 400 „bad index”. Zapisywane w dzienniku zmian.',
        tags: ['billings'],
        params: billingPaymentParams,
        response: { 200: billingAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      removeBillingPayment(
        deps,
        request.params.organizationId,
        request.params.billingId,
        request.params.index,
        actorOf(request),
      ),
  );
}
