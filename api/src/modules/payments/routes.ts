/**
 * Payment routes. `POST /payments/{provider}/notify/{eventId}`: a gateway's notification (the path carries
 * the tenant). Verified with the project's organization's keys over the raw body, stored raw, answered as
 * the gateway expects, then applied right away (and by the payment-notifications job until it succeeds).
 */
import { HttpError, NotFoundError, ValidationError } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/errors.js';
import { paymentFlowOf } from './app-flow.js';
import { applyStoredNotification } from './apply-stored-notification.js';
import { ensureNotificationIndexes } from './notifications.js';
import { receiveNotification } from './receive-notification.js';
import { ensurePaymentIndexes } from './store.js';

const notifyParams = {
  type: 'object',
  required: ['provider', 'eventId'],
  properties: {
    provider: {
      type: 'string',
      pattern: '^[a-z0-9-]{1,40}$',
      description: 'Identyfikator bramki, np. przelewy24, payu, paynow',
    },
    eventId: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;

/** Gateways post JSON (P24, PayU, Paynow) and some post forms; every body is kept as the exact text received. */
function keepRawBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
}

export default async function routes(app: FastifyInstance): Promise<void> {
  await ensurePaymentIndexes(app.store);
  await ensureNotificationIndexes(app.store);
  await app.register(import('./public-routes.js'));
  await app.register(import('./organizer-routes.js'));

  await app.register(async (scope) => {
    keepRawBodies(scope);
    scope.post<{ Params: { provider: string; eventId: string }; Body: string }>(
      '/payments/:provider/notify/:eventId',
      {
        config: { access: { public: true } },
        schema: {
          summary: 'Powiadomienie bramki płatności (podpis sprawdzany kluczami organizacji projektu)',
          description:
            'Treść zapisywana w postaci otrzymanej; odpowiedź jak oczekuje bramka (np. 200 OK). Zły lub brakujący ' +
            'podpis → 401, nieczytelna treść → 400, nieznany projekt lub bramka albo bramka bez kluczy projektu → 404. ' +
            'To samo powiadomienie ' +
            'wielokrotnie nie tworzy drugiej wpłaty.',
          tags: ['payments'],
          params: notifyParams,
          response: errorResponses(400, 401, 404),
        },
      },
      async (request, reply) => {
        const flow = paymentFlowOf(app);
        const outcome = await receiveNotification(flow, {
          provider: request.params.provider,
          eventId: request.params.eventId,
          rawBody: typeof request.body === 'string' ? request.body : '',
          headers: request.headers,
          remoteAddress: request.ip,
        });
        if (outcome.kind === 'unknown') throw new NotFoundError(outcome.message);
        if (outcome.kind === 'rejected') {
          if (outcome.httpStatus === 400) throw new ValidationError(outcome.message);
          throw new HttpError({
            status: 401,
            path: request.url,
            message: outcome.message,
            code: 'UNAUTHORIZED',
          });
        }
        const { reply: answer, notificationId } = outcome;
        reply
          .code(answer.status)
          .type(answer.contentType ?? 'text/plain; charset=utf-8')
          .send(answer.body);
        setImmediate(() => {
          applyStoredNotification(flow, notificationId).catch((error: unknown) =>
            request.log.error({ err: error, notificationId }, 'payment notification apply failed'),
          );
        });
        return reply;
      },
    );
  });

  await app.register(import('./account-routes.js'));
}
