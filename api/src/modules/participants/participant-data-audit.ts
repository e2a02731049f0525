/**
 * The audit entry of an edit of a participant's form data (issue 14: the organizer's edits and the
 * participant's own, through their link, are recorded): one change per answer that changed, named by the
 * form field's label and written as the organizer reads it (a product's name, an option's label, 'Tak').
 */
import { type FormDefinition, participantGridName } from '@zapisy/core';
import type { AuditActor, AuditChange, AuditInput } from '../audit/index.js';
import type { ParticipantRecord, ProjectRecord } from '../projects/index.js';
import type { AnswerText } from './answer-texts.js';
import type { FlatData } from './participant-data.js';
import { sameAnswer } from './same-answer.js';

export const PARTICIPANT_AUDIT_ACTIONS = {
  /** An organizer's user edited the data in the admin. */
  update: 'participant.update',
  /** The participant edited their own data through their form link. */
  selfUpdate: 'participant.self-update',
} as const;

/** Who edits: an organizer's user, or the participant themselves (no user: their e-mail is recorded). */
export type ParticipantEditor = { kind: 'user'; actor: AuditActor } | { kind: 'participant' };

/** The changed answers, in the form's order and then the fields the form no longer has. */
export function participantDataChanges(
  definition: FormDefinition,
  before: FlatData,
  after: FlatData,
  text: AnswerText,
): AuditChange[] {
  const labels = new Map<string, string>();
  for (const field of definition)
    if (typeof field.field_name === 'string' && field.label?.trim())
      labels.set(field.field_name, field.label.trim());
  const names = [...new Set([...labels.keys(), ...Object.keys(before), ...Object.keys(after)])];
  const shown = (name: string, value: unknown) => text(name, value) || null;
  return names
    .filter((name) => !sameAnswer(before[name], after[name]))
    .map((name) => ({
      path: `data.${name}`,
      label: labels.get(name) ?? name,
      oldValue: shown(name, before[name]),
      newValue: shown(name, after[name]),
    }));
}

/** The entry for recordAudit, or null when no answer changed. */
export function participantDataAudit(
  project: Pick<ProjectRecord, 'organizationId' | 'eventId'>,
  participant: ParticipantRecord,
  editor: ParticipantEditor,
  changes: AuditChange[],
  at: Date,
): AuditInput | null {
  if (changes.length === 0) return null;
  const email = participant.data?.find((entry) => entry?.name === 'email_main')?.value;
  const name = participantGridName(participant);
  return {
    organizationId: project.organizationId,
    eventId: project.eventId,
    actor:
      editor.kind === 'user' ? editor.actor : { userId: '', email: typeof email === 'string' ? email : '' },
    action: editor.kind === 'user' ? PARTICIPANT_AUDIT_ACTIONS.update : PARTICIPANT_AUDIT_ACTIONS.selfUpdate,
    target: { type: 'participant', id: participant._id, ...(name ? { name } : {}) },
    changes,
    at,
  };
}
