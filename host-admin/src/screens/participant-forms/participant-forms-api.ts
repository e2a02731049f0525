import type { FormDefinition } from '@zapisy/core';
import type { ApiClient } from '../../api/client.js';

/** A participant as `GET /participants/{eventId}/{participantId}` answers it (first document §3 Participant). */
export interface ParticipantRecord {
  _id: string;
  eventId: string;
  status: string;
  onWaitingList?: boolean;
  data?: readonly { name: string; value: unknown }[];
}

const seg = encodeURIComponent;

/** The participant's answers as flat FormData `{field_name: value}`. */
export function answersOf(participant: ParticipantRecord): Record<string, unknown> {
  return Object.fromEntries((participant.data ?? []).map((entry) => [entry.name, entry.value]));
}

/** `first_name last_name`, or the id when the participant has no names. */
export function participantName(participant: ParticipantRecord): string {
  const answers = answersOf(participant);
  const name = [answers.first_name, answers.last_name].filter((v) => typeof v === 'string' && v).join(' ');
  return name || participant._id;
}

/** The calls of the organizer's add/edit screens. */
export const participantFormsApi = {
  participant: (api: ApiClient, eventId: string, participantId: string) =>
    api.get<ParticipantRecord>(`/participants/${seg(eventId)}/${seg(participantId)}`),
  saveData: (api: ApiClient, eventId: string, participantId: string, data: Record<string, unknown>) =>
    api.patch<ParticipantRecord>(`/participants/${seg(eventId)}/${seg(participantId)}`, { data }),
  /** The published registration form's field definitions (empty when nothing is published). */
  registrationDefinition: async (api: ApiClient, eventId: string): Promise<FormDefinition> => {
    const form = await api.get<{ published?: { definition?: FormDefinition } | null }>(
      `/forms/${seg(eventId)}/registration`,
    );
    return form.published?.definition ?? [];
  },
};
