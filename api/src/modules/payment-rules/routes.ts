/**
 * The price list of a project (second document §3 "Payment rules and amounts"), `/admin/ustawienia/cennik`:
 *
 * | call | access | answer |
 * |---|---|---|
 * | GET /payment-rules/{eventId} | admin, payments, employee of the project | `{eventId, rules, updatedAt}` ([] and null before the first save) |
 * | PUT /payment-rules/{eventId} `{rules: PaymentRule[]}` | admin | the saved price list; a rule that cannot be evaluated or reads a field the registration form (draft or published) does not have → 400 with the Polish list, nothing saved |
 */
import { NotFoundError, type PaymentRule, type UserRole } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { readPriceList } from './price-list.js';
import { savePriceList } from './save-price-list.js';
import { eventParams, paymentRulesAnswer, paymentRulesBody } from './schemas.js';

const READ_ROLES: readonly UserRole[] = ['admin', 'payments', 'employee'];
const ADMIN_ROLES: readonly UserRole[] = ['admin'];

function tenantOf(request: FastifyRequest, eventId: string) {
  const tenant = request.tenant;
  if (!tenant) throw new NotFoundError();
  return { organizationId: tenant.organizationId, eventId };
}

export default async function paymentRuleRoutes(app: FastifyInstance): Promise<void> {
  const deps = { store: app.store, now: () => new Date() };

  app.get<{ Params: { eventId: string } }>(
    '/payment-rules/:eventId',
    {
      config: { access: { roles: READ_ROLES, tenant: { project: 'eventId' } } },
      schema: {
        summary: 'Cennik projektu (reguły płatności)',
        tags: ['payment-rules'],
        params: eventParams,
        response: { 200: paymentRulesAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readPriceList(deps, tenantOf(request, request.params.eventId)),
  );

  app.put<{ Params: { eventId: string }; Body: { rules: PaymentRule[] } }>(
    '/payment-rules/:eventId',
    {
      config: { access: { roles: ADMIN_ROLES, tenant: { project: 'eventId' } } },
      schema: {
        summary: 'Zapis cennika (kwoty w groszach, warunki json-logic na polach formularza zapisów)',
        tags: ['payment-rules'],
        params: eventParams,
        body: paymentRulesBody,
        response: { 200: paymentRulesAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => savePriceList(deps, tenantOf(request, request.params.eventId), request.body.rules),
  );
}
