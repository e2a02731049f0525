/**
 * One participant as the grid shows it: exactly the API's grid row (core `ParticipantGridRow`, decoded from
 * the compact stream of `GET /project/all-data/{id}` by core `participantGridDecoder`), so the admin and the
 * server share one shape: dates in epoch ms, money in integer grosze, `data` flat (field_name → value).
 */
import type { ParticipantGridRow } from '@zapisy/core';
import type { StoredParticipant } from './participants-api.js';

export type { ParticipantGridRow };

type Raw = Record<string, unknown>;

/** `data` as the store keeps it (`[{name, value}]`) or already flat (`{name: value}`). */
export function flatParticipantData(value: unknown): Record<string, unknown> {
  if (Array.isArray(value)) {
    const record: Record<string, unknown> = {};
    for (const entry of value as { name?: unknown; value?: unknown }[])
      if (typeof entry?.name === 'string') record[entry.name] = entry.value;
    return record;
  }
  return value && typeof value === 'object' ? { ...(value as Raw) } : {};
}

/**
 * The row after an action answered the stored participant (PATCH, present, customer): the fields the
 * action may change are taken from the answer, the grid's computed figures stay.
 */
export function withStoredParticipant(
  row: ParticipantGridRow,
  stored: StoredParticipant,
): ParticipantGridRow {
  return {
    ...row,
    status: stored.status,
    customerId: stored.customerId ?? row.customerId,
    data: stored.data === undefined ? row.data : flatParticipantData(stored.data),
  };
}
