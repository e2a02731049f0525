/**
 * The widget's public webhook calls at the first document §7 paths ("POST /webhooks/form-enter/{eventId},
 * /webhooks/form-submit/{eventId}, /webhooks/registration-completed/{eventId} — only if the project's
 * matching enabled flag is on; errors swallowed").
 *
 * form-enter writes the form.entered domain event when someone listens to it (the project's formEnter
 * webhook when enabled, or any other subscriber): opening a form is something only the browser sees. form-submit and registration-completed
 * record NOTHING: the server already wrote registration.completed inside the registration's transaction,
 * exactly when it committed (registrations/records.ts), with the server's own
 * participants and amounts. Were these calls to record one, anyone could forge a "registration completed" for
 * a registration that never happened, or send it twice; so they only answer 204 for the spec's client.
 */
import { domainEvent, NotFoundError } from '@zapisy/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emitEvents } from '../../events/index.js';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { publicWriteLimitOf } from '../../limits/index.js';
import { completeProject, PROJECTS, type ProjectRecord } from '../projects/index.js';
import { isFormEnterHeard } from './form-enter-audience.js';
import { eventIdParamsSchema, formEnterBodySchema, registrationReportBodySchema } from './schemas.js';

type FormEnterRoute = {
  Params: { eventId: string };
  Body: { formType?: string; url?: string; referrer?: string };
};
type FormEnterRequest = FastifyRequest<FormEnterRoute>;

async function loadProject(app: FastifyInstance, eventId: string): Promise<ProjectRecord> {
  const found = await app.store.db.collection<ProjectRecord>(PROJECTS).findOne({ _id: eventId });
  if (!found) throw new NotFoundError('Nie znaleziono projektu');
  return completeProject(found);
}

/** A missing body (sendBeacon without data) is an empty report. */
function emptyBodyAsObject(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
  if (request.body === undefined || request.body === null) request.body = {};
  done();
}

const accepted = (description: string) => ({ type: 'null', description }) as const;

export function publicWebhookRoutes(app: FastifyInstance): void {
  const formEnter = async (request: FormEnterRequest, reply: FastifyReply) => {
    const { eventId } = request.params;
    const project = await loadProject(app, eventId);
    if (!isFormEnterHeard(app.events.subscribers.of('form.entered'), project)) {
      return reply.code(204).send();
    }
    const { formType, url, referrer } = request.body;
    const now = new Date();
    const entered = domainEvent({
      name: 'form.entered',
      tenant: { organizationId: project.organizationId, eventId },
      aggregate: { type: 'project', id: eventId },
      payload: {
        formType: formType ?? 'registration',
        ...(url !== undefined ? { url } : {}),
        ...(referrer !== undefined ? { referrer } : {}),
        enteredAt: now.toISOString(),
      },
    });
    await emitEvents(app.store, [entered], { now });
    return reply.code(204).send();
  };
  const formEnterOptions = (summary: string) => ({
    config: { access: { public: true } as const },
    ...publicWriteLimitOf(app, 'form-enter'),
    preValidation: emptyBodyAsObject,
    schema: {
      summary,
      tags: ['webhooks'],
      params: eventIdParamsSchema,
      body: formEnterBodySchema,
      response: {
        204: accepted('Przyjęto (webhook wysłany w tle, jeśli jest włączony)'),
        ...errorResponses(400, 404, 429),
      },
    },
  });
  app.post<FormEnterRoute>(
    '/webhooks/form-enter/:eventId',
    formEnterOptions(
      'Otwarcie formularza przez widżet (webhook formEnter, gdy włączony) — ścieżka ze specyfikacji',
    ),
    formEnter,
  );

  const alreadyRecorded = (path: string, summary: string) =>
    app.post<{ Params: { eventId: string }; Body: { registrationId: string } }>(
      path,
      {
        config: { access: { public: true } },
        ...publicWriteLimitOf(app, 'form-enter'),
        schema: {
          summary,
          description:
            'Nic nie zapisuje: serwer zapisał ten webhook razem ze zgłoszeniem, w chwili jego zatwierdzenia.',
          tags: ['webhooks'],
          params: eventIdParamsSchema,
          body: registrationReportBodySchema,
          response: {
            204: accepted('Przyjęto (webhook został już zapisany przez serwer przy zgłoszeniu)'),
            ...errorResponses(400, 404, 429),
          },
        },
      },
      async (request, reply) => {
        await loadProject(app, request.params.eventId);
        return reply.code(204).send();
      },
    );
  alreadyRecorded(
    '/webhooks/form-submit/:eventId',
    'Zgłoszenie wysłania formularza przez widżet (bez skutku)',
  );
  alreadyRecorded(
    '/webhooks/registration-completed/:eventId',
    'Zgłoszenie zakończenia zapisu przez widżet (bez skutku)',
  );
}
