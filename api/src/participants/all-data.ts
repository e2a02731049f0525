/**
 * The three answers of `GET /project/all-data/{id}`:
 * - `Accept: application/x-ndjson`: a stream; the first line `{ project, columns, total }`, then one grid
 *   row per line in grid order (the way the admin grid loads 100,000 participants at once; `status`,
 *   `search`, `offset` and `limit` apply too);
 * - `offset`, `limit`, `status` or `search` given: one page `{ project, participants: rows, columns, total,
 *   offset, limit }`;
 * - otherwise the full documents `{ project, participants, columns }` as the call always answered.
 */
import { Readable } from 'node:stream';
import { allDataColumns, type ParticipantGridRow, participantGridColumns } from '@zapisy/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ProjectRecord, participantsOf } from '../projects/documents.js';
import { toProjectView } from '../projects/views.js';
import type { Store } from '../storage/index.js';
import { loadParticipantGrid, type ParticipantGridFilter } from './grid-query.js';
import { GRID_PAGE_MAX, type GridQuery } from './grid-schemas.js';
import { fieldLabels, publishedRegistrationForm } from './published-form.js';

export const NDJSON = 'application/x-ndjson';
const LINES_PER_CHUNK = 1000;

export function gridFilterOf(query: GridQuery): ParticipantGridFilter {
  const statuses = (query.status ?? '').split(',').filter(Boolean);
  return {
    ...(statuses.length > 0 ? { statuses } : {}),
    ...(query.search?.trim() ? { search: query.search.trim() } : {}),
  };
}

export async function gridColumnsOf(store: Store, project: ProjectRecord, fieldNames: string[]) {
  const form = await publishedRegistrationForm(store, project);
  return participantGridColumns(fieldNames, fieldLabels(form?.definition));
}

function* ndjsonChunks(head: unknown, rows: readonly ParticipantGridRow[]): Generator<string> {
  yield `${JSON.stringify(head)}\n`;
  for (let from = 0; from < rows.length; from += LINES_PER_CHUNK) {
    let chunk = '';
    const to = Math.min(rows.length, from + LINES_PER_CHUNK);
    for (let i = from; i < to; i++) chunk += `${JSON.stringify(rows[i])}\n`;
    yield chunk;
  }
}

export async function answerAllData(
  store: Store,
  project: ProjectRecord,
  request: FastifyRequest<{ Querystring: GridQuery }>,
  reply: FastifyReply,
): Promise<unknown> {
  const query = request.query ?? {};
  const streamed = (request.headers.accept ?? '').includes(NDJSON);
  const paged = Object.values(query).some((value) => value !== undefined);
  if (!streamed && !paged) {
    const participants = await participantsOf(store, project)
      .find({}, { sort: { createdOn: 1 } })
      .toArray();
    return { project: toProjectView(project), participants, columns: allDataColumns(participants) };
  }
  const grid = await loadParticipantGrid(store, project, gridFilterOf(query));
  const columns = await gridColumnsOf(store, project, grid.fieldNames);
  const total = grid.rows.length;
  const offset = query.offset ?? 0;
  if (streamed) {
    // The stream may be paged too; without a limit it carries every row from the offset on.
    const rows =
      offset > 0 || query.limit ? grid.rows.slice(offset, offset + (query.limit ?? total)) : grid.rows;
    const head = { project: toProjectView(project), columns, total };
    reply.header('content-type', `${NDJSON}; charset=utf-8`);
    return reply.send(Readable.from(ndjsonChunks(head, rows)));
  }
  const limit = query.limit ?? GRID_PAGE_MAX;
  return {
    project: toProjectView(project),
    participants: grid.rows.slice(offset, offset + limit),
    columns,
    total,
    offset,
    limit,
  };
}
