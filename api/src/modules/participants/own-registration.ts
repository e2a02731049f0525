/**
 * 'Change your details' for the participant who opens their form link (`/formularz?p=<participantId>`,
 * core participantGridLinks): their answers to the published registration form's fields, and the same data
 * edited by themselves — validated like the organizer's edit (updateParticipantData) but never touching the
 * locked fields (lockedFieldNames: price, places, stock stay the organizer's decision). A removed
 * participant's link no longer opens anything.
 */
import { type FormDefinition, NotFoundError, participantStatusLabel, ValidationError } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { loadPaymentRules } from '../payment-rules/index.js';
import { type ParticipantRecord, type ProjectRecord, participantsOf } from '../projects/index.js';
import { lockedFieldNames } from './locked-fields.js';
import {
  type FlatData,
  flatData,
  type ParticipantDataDeps,
  updateParticipantData,
} from './participant-data.js';
import { publishedRegistrationForm } from './published-form.js';
import { sameAnswer } from './same-answer.js';

export const OWN_REGISTRATION_MESSAGES = {
  notFound:
    'Ten link do zgłoszenia jest nieprawidłowy albo nieaktualny. Sprawdź link z wiadomości od organizatora.',
  formNotPublished: 'Formularz zapisów tego wydarzenia nie jest teraz dostępny.',
  locked: (label: string) =>
    `Zmianę pola „${label}” ustala organizator — napisz do organizatora, jeśli chcesz ją wprowadzić.`,
} as const;

export interface OwnRegistration {
  participantId: string;
  /** 'Anna Kowalska' (first and last name, or the name field). */
  name: string;
  status: string;
  /** The status as the organizer's grid says it (core's labels). */
  statusLabel: string;
  /** field_name → the stored answer, only the published form's fields. */
  data: FlatData;
  /** The fields the participant cannot change themselves, in the form's order. */
  locked: string[];
  /** A further member of a group: the customer's fields (e-mail, address, plan) are the representative's. */
  member: boolean;
}

type Tenant = { organizationId: string; eventId: string };

const tenantOf = (project: ProjectRecord): Tenant => ({
  organizationId: project.organizationId,
  eventId: project.eventId,
});

/** Removed (status cancelled with removedOn): the link shows the 'nieaktualny' message. */
function isRemoved(participant: ParticipantRecord): boolean {
  return participant.status === 'cancelled' || (participant.removedOn ?? null) !== null;
}

async function ownParticipant(store: Store, project: ProjectRecord, p: string) {
  const participant = await participantsOf(store, tenantOf(project)).findOne({ _id: p });
  if (!participant || isRemoved(participant)) throw new NotFoundError(OWN_REGISTRATION_MESSAGES.notFound);
  return participant;
}

async function formAndLocks(store: Store, project: ProjectRecord) {
  const tenant = tenantOf(project);
  const [form, rules] = await Promise.all([
    publishedRegistrationForm(store, tenant),
    loadPaymentRules(store, tenant),
  ]);
  if (!form || project.active === false) throw new NotFoundError(OWN_REGISTRATION_MESSAGES.formNotPublished);
  return { definition: form.definition, locked: lockedFieldNames(form.definition, rules) };
}

function displayName(data: FlatData): string {
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string).trim() : '');
  const full = [text('first_name'), text('last_name')].filter(Boolean).join(' ');
  return full || text('name');
}

function ownAnswer(
  participant: ParticipantRecord,
  definition: FormDefinition,
  locked: string[],
): OwnRegistration {
  const stored = flatData(participant.data);
  const data: FlatData = {};
  for (const field of definition) {
    if (field.field_name in stored && stored[field.field_name] !== undefined)
      data[field.field_name] = stored[field.field_name];
  }
  const status = String(participant.status ?? '');
  return {
    participantId: participant._id,
    name: displayName(stored),
    status,
    statusLabel: participantStatusLabel(status),
    data,
    locked,
    member: participant.representative === false,
  };
}

/** GET /participants/public/{eventId}/{p}. */
export async function readOwnRegistration(
  store: Store,
  project: ProjectRecord,
  p: string,
): Promise<OwnRegistration> {
  const participant = await ownParticipant(store, project, p);
  const { definition, locked } = await formAndLocks(store, project);
  return ownAnswer(participant, definition, locked);
}

/**
 * PATCH /participants/public/{eventId}/{p}: a change of a locked field is refused (400 naming the field's
 * label) before anything is written; the rest is updateParticipantData (one transaction, all or nothing).
 */
export async function updateOwnRegistration(
  deps: ParticipantDataDeps,
  project: ProjectRecord,
  p: string,
  changes: FlatData,
): Promise<OwnRegistration> {
  const participant = await ownParticipant(deps.store, project, p);
  const { definition, locked } = await formAndLocks(deps.store, project);
  const stored = flatData(participant.data);
  const labelOf = (name: string) =>
    definition.find((field) => field.field_name === name)?.label?.trim() || name;
  const refused = locked
    .filter((name) => name in changes && !sameAnswer(changes[name], stored[name]))
    .map((name) => OWN_REGISTRATION_MESSAGES.locked(labelOf(name)));
  if (refused.length > 0) throw new ValidationError(refused);
  // Unchanged locked answers are left out: the stored value is kept exactly as it is.
  const allowed: FlatData = {};
  for (const [name, value] of Object.entries(changes)) if (!locked.includes(name)) allowed[name] = value;
  const updated = await updateParticipantData(deps, project, participant._id, allowed, {
    kind: 'participant',
  });
  return ownAnswer(updated, definition, locked);
}
