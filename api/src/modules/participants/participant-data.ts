/**
 * Editing a participant's form data: the stored `[{name, value}]` list merged with the changed fields and
 * validated with the published registration form and the registered field kinds (core
 * `validateFormSubmission`: required fields, the kinds' checks, a new field the form does not have is
 * refused); without a published form only the value shapes of the route's schema apply. A changed product or
 * limited option moves the participant's stock in the same transaction (updateParticipantData).
 */
import {
  FORM_REQUIRED_MESSAGE,
  type FormFieldKindRegistry,
  NotFoundError,
  type ParticipantDataEntry,
  type StoredForm,
  ValidationError,
  validateFormSubmission,
} from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { recordAudit } from '../audit/index.js';
import { type ParticipantRecord, type ProjectRecord, participantsOf } from '../projects/index.js';
import { heldReservation, moveReservation, RESERVED_FIELD } from '../registrations/index.js';
import { loadAnswerTexts } from './answer-texts.js';
import { PARTICIPANT_MESSAGES } from './participant-actions.js';
import {
  type ParticipantEditor,
  participantDataAudit,
  participantDataChanges,
} from './participant-data-audit.js';
import { publishedRegistrationForm } from './published-form.js';

export type FlatData = Record<string, unknown>;

export function flatData(entries: readonly ParticipantDataEntry[] | undefined): FlatData {
  const data: FlatData = {};
  for (const entry of entries ?? []) if (typeof entry?.name === 'string') data[entry.name] = entry.value;
  return data;
}

export function dataEntries(data: FlatData): ParticipantDataEntry[] {
  return Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ name, value }));
}

/** The customer's e-mail is the representative's: a further member of a group need not have one. */
const REPRESENTATIVE_ONLY_FIELDS: ReadonlySet<string> = new Set(['email_main']);

/** The merged data, validated; a ValidationError lists every problem as 'field: message'. */
function validatedWithForm(
  registry: FormFieldKindRegistry,
  form: StoredForm | null,
  current: FlatData,
  changes: FlatData,
  member: boolean,
): FlatData {
  const merged: FlatData = { ...current };
  for (const [name, value] of Object.entries(changes)) {
    // An empty value removes the field (Fastify's Ajv turns a JSON null into '' for the text branch).
    if (value === null || value === '') delete merged[name];
    else merged[name] = value;
  }
  if (!form) return merged;
  const result = validateFormSubmission({
    definition: form.definition,
    registry,
    data: merged,
    now: new Date(),
    // Data the form does not ask for (computed or older fields) stays as it is.
    ignoredFields: Object.keys(current).filter((name) => !(name in changes)),
  });
  const errors = result.errors.filter(
    (error) =>
      !(member && error.message === FORM_REQUIRED_MESSAGE && REPRESENTATIVE_ONLY_FIELDS.has(error.field)),
  );
  if (errors.length > 0) {
    throw new ValidationError(errors.map((error) => `${error.field}: ${error.message}`));
  }
  // Fields kept aside by ignoredFields come back unchanged.
  const kept: FlatData = {};
  for (const [name, value] of Object.entries(merged)) if (!(name in changes)) kept[name] = value;
  return { ...kept, ...result.data };
}

/** Statuses whose participant holds no stock (removed, or still waiting for a place). */
const HOLDS_NO_STOCK: readonly string[] = ['cancelled', 'waiting'];

export interface ParticipantDataDeps {
  store: Store;
  /** The registered form-field kinds the published form is validated with. */
  registry: FormFieldKindRegistry;
}

/**
 * PATCH /participants/{eventId}/{id}: the data validated with the published form and, when the chosen
 * products or limited options change, the stock moved from the old choice to the new one (second document
 * §4 "Product availability") — all in ONE transaction with the participant's update: a new choice with no
 * stock left is a 409 with the Polish message and nothing is applied. The participant's update is the
 * guard: a concurrent edit or removal conflicts, and the transaction reruns on the fresh participant.
 * A participant on the waiting list or removed holds nothing and moves nothing; a group member registered
 * before reservations were recorded keeps the stock as it is (its share is unknown). The audit entry of the
 * answers that changed (who edited, each field's old and new text) is written in the same transaction.
 */
export async function updateParticipantData(
  { store, registry }: ParticipantDataDeps,
  project: ProjectRecord,
  id: string,
  changes: FlatData,
  editor: ParticipantEditor,
  now = new Date(),
): Promise<ParticipantRecord> {
  const tenant = { organizationId: project.organizationId, eventId: project.eventId };
  const form = await publishedRegistrationForm(store, tenant);
  const answerText = await loadAnswerTexts(store, registry, project, form);
  const participants = participantsOf(store, tenant);
  const updated = await store.withTransaction(async (session) => {
    const participant = await participants.findOne({ _id: id }, { session });
    if (!participant) throw new NotFoundError(PARTICIPANT_MESSAGES.notFound(id));
    const member = participant.representative === false;
    const data = validatedWithForm(registry, form, flatData(participant.data), changes, member);
    const held = await heldReservation(store, tenant, participant, session);
    const reserved =
      form && held && !HOLDS_NO_STOCK.includes(participant.status ?? '')
        ? await moveReservation(store, tenant, form.definition, held, data, session)
        : null;
    const after = await participants.findOneAndUpdate(
      { _id: id },
      {
        $set: { data: dataEntries(data), isDirty: true, ...(reserved ? { [RESERVED_FIELD]: reserved } : {}) },
      },
      { session, returnDocument: 'after' },
    );
    const before = flatData(participant.data);
    const audit =
      after &&
      participantDataAudit(
        project,
        after,
        editor,
        participantDataChanges(form?.definition ?? [], before, data, answerText),
        now,
      );
    if (audit) await recordAudit(store, audit, { session });
    return after;
  });
  if (!updated) throw new NotFoundError(PARTICIPANT_MESSAGES.notFound(id));
  return updated;
}
