/**
 * The organizer's manual add (`/admin/zapisany/nowy`): the registration flow itself (modules/registrations:
 * durable record, form validation, server-side quote, places, customer match by e-mail, participants and
 * billings in one transaction), entered by an admin or employee instead of the public form. A key the
 * organizer does not give is generated, so a retried click with the same key never adds twice.
 */
import { generateId } from '@zapisy/core';
import {
  type FormData,
  type RegistrationContext,
  type RegistrationOutcome,
  submitRegistration,
} from '../registrations/index.js';

export interface ManualAddInput {
  data: FormData;
  participants?: { data: FormData }[];
  idempotencyKey?: string;
}

/** `ctx` is the project's registration context; the organizer's add skips the public window and limits. */
export function addParticipantManually(
  ctx: RegistrationContext,
  input: ManualAddInput,
): Promise<RegistrationOutcome> {
  return submitRegistration(
    { ...ctx, organizer: true },
    {
      data: input.data,
      ...(input.participants ? { participants: input.participants } : {}),
      idempotencyKey: input.idempotencyKey ?? `organizator-${generateId(24)}`,
    },
  );
}
