/**
 * The payer's side of payments (first document §2 /platnosc, /l and the payment entry variants), public:
 * the payer proves who they are with the payer key `k` of their payment link (payer-key.ts).
 * - `GET /payments/public/{eventId}/due?k=`: what is due and how it can be paid;
 * - `POST /payments/public/{eventId}/online`: starts an online payment, answers where to send the payer;
 * - `GET /payments/public/{eventId}/status/{paymentId}?k=`: a payment's status and completion page.
 */
import type { PaymentScope } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/errors.js';
import { publicWriteLimitOf } from '../../limits/index.js';
import { paymentDepsOf } from './app-flow.js';
import { loadPayer } from './payer-context.js';
import { payerDue } from './payer-due.js';
import { payerPaymentStatus } from './payer-payment-status.js';
import {
  eventParams,
  keyQuery,
  onlineBody,
  payerDueSchema,
  paymentStatusSchema,
  startedSchema,
  statusParams,
  statusQuery,
} from './public-schemas.js';
import { type StartOnlinePaymentInput, startOnlinePayment } from './start-online-payment.js';

export default async function publicPaymentRoutes(app: FastifyInstance): Promise<void> {
  const payments = paymentDepsOf(app);
  app.get<{ Params: { eventId: string }; Querystring: { k?: string } }>(
    '/payments/public/:eventId/due',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Co płatnik ma do zapłaty i jak może zapłacić (link do płatności)',
        description:
          'Uczestnicy płatnika z należnościami (rata n z m, termin, brutto, pozostało, status), sumy: wszystko, ' +
          'do zapłaty dziś (z zaległymi), zaległe; metody: online, przelew (rachunek, tytuł, kod QR ZBP), ' +
          'gotówka. Zły lub brakujący klucz → 403.',
        tags: ['payments'],
        params: eventParams,
        querystring: keyQuery,
        response: { 200: payerDueSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const payer = await loadPayer(payments, request.params.eventId, request.query.k);
      return payerDue(payments, payer);
    },
  );

  app.post<{ Params: { eventId: string }; Body: StartOnlinePaymentInput & { scope: PaymentScope } }>(
    '/payments/public/:eventId/online',
    {
      config: { access: { public: true } },
      ...publicWriteLimitOf(app, 'payment'),
      schema: {
        summary: 'Rozpoczyna płatność online płatnika (kwotę wylicza serwer z należności)',
        description:
          'Zakres: all, dueNow, late albo billings (billingIds: tylko należności płatnika). Własna kwota tylko ' +
          'w projektach z płatnością w ratach. Ten sam idempotencyKey w ciągu 15 minut zwraca tę samą płatność. ' +
          'Odmowa bramki → 409, bramka niedostępna → 503 (płatność zostaje anulowana z przyczyną).',
        tags: ['payments'],
        params: eventParams,
        body: onlineBody,
        response: { 201: startedSchema, ...errorResponses(400, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const payer = await loadPayer(payments, request.params.eventId, request.body.k);
      const started = await startOnlinePayment(payments, payer, request.body, {
        ip: request.ip,
        path: request.url,
      });
      return reply.code(201).send(started);
    },
  );

  app.get<{
    Params: { eventId: string; paymentId: string };
    Querystring: { k?: string; link?: boolean };
  }>(
    '/payments/public/:eventId/status/:paymentId',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Status płatności płatnika i strona zakończenia',
        description:
          'Gdy płatność online po minucie wciąż jest nowa lub w trakcie, serwer raz pyta bramkę o jej stan ' +
          '(zgubione powiadomienie) i stosuje odpowiedź jak powiadomienie.',
        tags: ['payments'],
        params: statusParams,
        querystring: statusQuery,
        response: { 200: paymentStatusSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const payer = await loadPayer(payments, request.params.eventId, request.query.k);
      return payerPaymentStatus(payments, payer, request.params.paymentId, request.query.link === true);
    },
  );
}
