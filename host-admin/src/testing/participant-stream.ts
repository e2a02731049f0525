/** The participants grid's stream of one participant behind the global fetch (the stream skips the JSON client). */
import {
  type ParticipantGridSource,
  participantGridColumns,
  participantGridKeys,
  participantGridLine,
  participantGridRow,
} from '@zapisy/core';
import { vi } from 'vitest';

export const STREAM_FIELDS = ['first_name', 'last_name'];

/** Jan Kowalski (x0, customer c0), registered, owing 350 zł. */
export const streamedParticipant: ParticipantGridSource = {
  _id: 'x0',
  customerId: 'c0',
  status: 'registered',
  createdOn: new Date('2026-02-01T09:00:00.000Z'),
  data: [
    { name: 'first_name', value: 'Jan' },
    { name: 'last_name', value: 'Kowalski' },
  ],
  calculated: { totalSum: 35_000, leftToPay: 35_000, leftToPayRequired: 35_000 },
};

export function streamOneParticipant(participant: ParticipantGridSource = streamedParticipant): void {
  vi.stubGlobal('fetch', async () => {
    const head = {
      columns: participantGridColumns(STREAM_FIELDS, { first_name: 'Imię', last_name: 'Nazwisko' }),
      keys: participantGridKeys(STREAM_FIELDS),
      total: 1,
      offset: 0,
    };
    const line = participantGridLine(participantGridRow(participant, [], 1), STREAM_FIELDS);
    return new Response(`${JSON.stringify(head)}\n${line}\n`, {
      headers: { 'content-type': 'application/x-ndjson' },
    });
  });
}
