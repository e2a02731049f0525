/**
 * The participant's own registration from their form link (`/formularz?p=`), public like the survey:
 *
 * | call | access | answer |
 * |---|---|---|
 * | GET /participants/public/{eventId}/{p} | public | `{participantId, name, status, statusLabel, data, locked}`; unknown or removed → 404 |
 * | PATCH /participants/public/{eventId}/{p} `{data}` | public | the same, after the change; a locked field changed → 400 naming its label; bad data → 400, nothing saved |
 */
import { NotFoundError } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { publicWriteLimitOf } from '../../limits/index.js';
import { formFieldKindRegistryOf } from '../forms/index.js';
import { completeProject, PROJECTS, type ProjectRecord } from '../projects/index.js';
import { OWN_REGISTRATION_MESSAGES, readOwnRegistration, updateOwnRegistration } from './own-registration.js';
import { ownRegistrationAnswer, ownRegistrationParams, patchBody } from './schemas.js';

type Params = { eventId: string; p: string };

export function registerOwnRegistrationRoutes(app: FastifyInstance): void {
  const deps = { store: app.store, registry: formFieldKindRegistryOf(app) };
  // Public: the project (and so the tenant) is what the eventId finds.
  async function projectOf(eventId: string): Promise<ProjectRecord> {
    const found = await app.store.db.collection<ProjectRecord>(PROJECTS).findOne({ _id: eventId });
    if (!found) throw new NotFoundError(OWN_REGISTRATION_MESSAGES.notFound);
    return completeProject(found);
  }

  app.get<{ Params: Params }>(
    '/participants/public/:eventId/:p',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Zgłoszenie uczestnika z jego linku do formularza (do poprawienia danych)',
        description:
          'Odpowiedzi uczestnika na pola opublikowanego formularza zapisów, jego imię i nazwisko, status ' +
          'słownie i pola, których zmianę ustala organizator.',
        tags: ['participants'],
        params: ownRegistrationParams,
        response: { 200: ownRegistrationAnswer, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      readOwnRegistration(app.store, await projectOf(request.params.eventId), request.params.p),
  );

  app.patch<{ Params: Params; Body: { data: Record<string, unknown> } }>(
    '/participants/public/:eventId/:p',
    {
      config: { access: { public: true } },
      ...publicWriteLimitOf(app, 'registration'),
      schema: {
        summary: 'Poprawienie danych przez uczestnika z jego linku do formularza',
        description:
          'Dane sprawdza opublikowany formularz. Zmiana pola, które ustala organizator (produkt, raty, ' +
          'opcje z ceną, pola czytane przez reguły cennika i widoczności), to 400; przy każdym błędzie nic ' +
          'nie jest zapisane.',
        tags: ['participants'],
        params: ownRegistrationParams,
        body: patchBody,
        response: { 200: ownRegistrationAnswer, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) =>
      updateOwnRegistration(
        deps,
        await projectOf(request.params.eventId),
        request.params.p,
        request.body.data,
      ),
  );
}
