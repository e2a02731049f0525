/**
 * The organizer's manual add (`/admin/zapisany/nowy`): the registration flow itself (api/src/modules/registrations:
 * durable record, form validation, server-side quote, places, customer match by e-mail, participants and
 * billings in one transaction), entered by an admin or employee instead of the public form. A key the
 * organizer does not give is generated, so a retried click with the same key never adds twice.
 */
import { generateId } from '@zapisy/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formFieldKindRegistryOf } from '../forms/field-kinds.js';
import { onlinePaymentsAvailable } from '../payments/online-availability.js';
import { completeProject, type ProjectRecord } from '../projects/documents.js';
import type { RegistrationOutcome } from '../registrations/documents.js';
import type { FormData } from '../registrations/records.js';
import { projectStringsOf } from '../registrations/strings.js';
import { submitRegistration } from '../registrations/submit.js';

export interface ManualAddInput {
  data: FormData;
  participants?: { data: FormData }[];
  idempotencyKey?: string;
}

export async function addParticipantManually(
  app: FastifyInstance,
  request: FastifyRequest,
  stored: ProjectRecord,
  input: ManualAddInput,
): Promise<RegistrationOutcome> {
  const project = completeProject(stored);
  return submitRegistration(
    {
      store: app.store,
      project,
      registry: formFieldKindRegistryOf(app),
      strings: () => projectStringsOf(app, project),
      onError: (error) => request.log.error({ err: error, eventId: project.eventId }, 'manual add failed'),
      organizer: true,
      onlineAvailable: await onlinePaymentsAvailable(app, project),
    },
    {
      data: input.data,
      ...(input.participants ? { participants: input.participants } : {}),
      idempotencyKey: input.idempotencyKey ?? `organizator-${generateId(24)}`,
    },
  );
}
