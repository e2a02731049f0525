/**
 * The three answers of `GET /project/all-data/{id}`:
 * - `Accept: application/x-ndjson`: a stream, the way the admin grid loads 100,000 participants in one
 *   request. The first line is `{ project, columns, keys, projects, total, offset }`, then one grid row per
 *   line in grid order, each a JSON array of values in `keys` order (core `participantGridValues`: dates in
 *   epoch ms, money in grosze; a row's project name and links are rebuilt from `projects` by core
 *   `participantGridDecoder`); `status`, `search`, `product`, `sort`/`order`, `offset` and `limit` apply
 *   too. The whole list's lines are kept until participants or billings change (or a listed project, or
 *   the day, since the time left counts days), then rebuilt in the background once the changes are quiet
 *   (grid-stream-cache.ts);
 * - `offset`, `limit`, `status`, `search`, `product` or `sort` given: one page `{ project, participants: rows,
 *   columns, total, offset, limit }` (dates as ISO text);
 * - otherwise the full documents `{ project, participants, columns }` as the call always answered.
 * With the project's dataSettings.showFromAllEvents every answer lists the participants of all the
 * organization's projects (grid-query.ts).
 */
import { Readable } from 'node:stream';
import {
  allDataColumns,
  gridDateIso,
  type ParticipantGridProject,
  type ParticipantGridProjects,
  type ParticipantGridRow,
  participantGridColumns,
  participantGridKeys,
  participantGridLine,
  participantGridLineCompactor,
  polishDayNumber,
} from '@zapisy/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  builtLineChunks,
  LINES_PER_CHUNK,
  NDJSON,
  ndjsonStream,
  otherRequestsFirst,
} from '../../http/ndjson.js';
import type { Store } from '../../storage/index.js';
import { formFieldKindRegistryOf } from '../forms/index.js';
import { type ProjectRecord, participantsOf, toProjectView } from '../projects/index.js';
import { type GridAnswerTexts, gridColumnTexts, loadGridAnswerTexts } from './answer-texts.js';
import {
  type GridFieldValues,
  type GridProjectRecord,
  gridProjectOf,
  gridProjectsOf,
  loadParticipantGrid,
  loadParticipantGridLazyLines,
  loadParticipantGridLines,
  type ParticipantGridFilter,
  type ParticipantGridOptions,
} from './grid-query.js';
import { GRID_PAGE_MAX, type GridQuery } from './grid-schemas.js';
import { type GridLinesBuilder, gridStreamCacheOf } from './grid-stream-cache.js';
import { rememberGridView } from './grid-stream-cache-views.js';
import { fieldLabels, publishedRegistrationForm } from './published-form.js';

export { NDJSON } from '../../http/ndjson.js';

export function gridFilterOf(query: GridQuery): ParticipantGridFilter {
  const statuses = (query.status ?? '').split(',').filter(Boolean);
  return {
    ...(statuses.length > 0 ? { statuses } : {}),
    ...(query.search?.trim() ? { search: query.search.trim() } : {}),
    ...(query.product ? { product: query.product } : {}),
    ...(query.sort ? { sort: { field: query.sort, asc: query.order !== 'desc' } } : {}),
  };
}

/**
 * The grid's columns; with `shown` each form field column carries the texts of its stored values
 * (`texts`: the exports' texts, so the admin shows 'Warsztaty fotograficzne', not 'photo').
 */
export async function gridColumnsOf(
  store: Store,
  project: ProjectRecord,
  fieldNames: string[],
  shown?: {
    values: GridFieldValues | undefined;
    texts: GridAnswerTexts;
    form: Awaited<ReturnType<typeof publishedRegistrationForm>>;
  },
) {
  const form = shown ? shown.form : await publishedRegistrationForm(store, project);
  const columns = participantGridColumns(fieldNames, fieldLabels(form?.definition));
  if (!shown) return columns;
  return columns.map((column) => {
    if (!column.field.startsWith('data.')) return column;
    const name = column.field.slice(5);
    const texts = gridColumnTexts(shown.texts, name, shown.values?.[name]);
    return texts ? { ...column, texts } : column;
  });
}

/** The published form and the grid's answer texts of a request (read once, used by the columns and the sort). */
export async function gridTextsOf(store: Store, project: ProjectRecord, request: FastifyRequest) {
  const form = await publishedRegistrationForm(store, project);
  const texts = await loadGridAnswerTexts(store, formFieldKindRegistryOf(request.server), project, form);
  return { form, texts };
}

/** The grid's options for a request: the public links of the API's configuration, "today" now. */
export function gridOptionsOf(request: FastifyRequest): ParticipantGridOptions {
  const config = request.server.config;
  return config ? { links: { publicUrl: config.publicUrl, baseDomain: config.baseDomain } } : {};
}

/**
 * The cache key of a whole grid: the organization, project, filter and order, the listed projects as
 * last changed (their names, domains and installment plans are in the rows) and the day in Poland (the
 * time left counts whole days).
 */
export function gridCacheKey(
  project: ProjectRecord,
  filter: ParticipantGridFilter,
  projects: readonly GridProjectRecord[],
  now: Date,
  /** GridAnswerTexts `version`: a sort by a product's or option's text changes with the names. */
  textsVersion?: string,
): string {
  const listed = projects.map((p) => [p.eventId, p.updatedAt ? new Date(p.updatedAt).getTime() : null]);
  return JSON.stringify([
    project.organizationId,
    project.eventId,
    filter,
    project.dataSettings ?? null,
    listed,
    polishDayNumber(now),
    textsVersion ?? null,
  ]);
}

/** Lines [from, to) from `lineAt`, LINES_PER_CHUNK a chunk, each chunk one Buffer ending with a line break. */
function* textLineChunks(from: number, to: number, lineAt: (index: number) => string): Generator<Buffer> {
  for (let start = from; start < to; start += LINES_PER_CHUNK) {
    const end = Math.min(to, start + LINES_PER_CHUNK);
    const lines = new Array<string>(end - start + 1);
    for (let i = start; i < end; i++) lines[i - start] = lineAt(i);
    lines[end - start] = '';
    // A Buffer is written to the socket as it is (a string would be encoded on the way, every time).
    yield Buffer.from(lines.join('\n'));
  }
}

/** The rows' lines rows[from, to) as chunks (`textLineChunks`). */
export function ndjsonRowChunks(
  rows: readonly ParticipantGridRow[],
  fieldNames: readonly string[],
  from = 0,
  to = rows.length,
): Generator<Buffer> {
  return textLineChunks(from, to, (i) => participantGridLine(rows[i] as ParticipantGridRow, fieldNames));
}

/** The same chunks from the rows' line values (`loadParticipantGridLines`), lines[from, to). */
export function ndjsonLineChunks(
  values: readonly unknown[][],
  from = 0,
  to = values.length,
  compact: (line: unknown[]) => unknown[] = (line) => line,
): Generator<Buffer> {
  return textLineChunks(from, to, (i) => JSON.stringify(compact(values[i] as unknown[])));
}

/** A whole grid's lines as chunks: built while sent when the order allows it, else built first. */
async function wholeGridChunks(
  store: Store,
  project: GridProjectRecord,
  filter: ParticipantGridFilter,
  options: ParticipantGridOptions,
): Promise<{
  fieldNames: string[];
  fieldValues: GridFieldValues;
  total: number;
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>;
}> {
  const lazy = await loadParticipantGridLazyLines(store, project, filter, options);
  if (lazy) {
    const compact = participantGridLineCompactor(lazy.fieldNames, project.eventId);
    return {
      fieldNames: lazy.fieldNames,
      fieldValues: lazy.fieldValues,
      total: lazy.total,
      chunks: builtLineChunks(lazy.total, (index) => compact(lazy.valuesAt(index))),
    };
  }
  const grid = await loadParticipantGridLines(store, project, filter, options);
  const compact = participantGridLineCompactor(grid.fieldNames, project.eventId);
  return {
    fieldNames: grid.fieldNames,
    fieldValues: grid.fieldValues,
    total: grid.lines.length,
    chunks: ndjsonLineChunks(grid.lines, 0, grid.lines.length, compact),
  };
}

/** How the cache computes a whole grid's lines again (in the background, after a change or a restart). */
export function wholeGridBuilder(
  store: Store,
  project: GridProjectRecord,
  filter: ParticipantGridFilter,
  options: ParticipantGridOptions,
): GridLinesBuilder {
  return async (sink) => {
    const grid = await wholeGridChunks(store, project, filter, options);
    sink?.begin({ fieldNames: grid.fieldNames, fieldValues: grid.fieldValues, total: grid.total });
    const chunks: Buffer[] = [];
    for await (const chunk of grid.chunks) {
      chunks.push(chunk);
      sink?.chunk(chunk);
      // A background build: requests (the admin's files, a login) are answered between chunks.
      await otherRequestsFirst();
    }
    return { fieldNames: grid.fieldNames, fieldValues: grid.fieldValues, total: grid.total, chunks };
  };
}

/** The whole filtered, sorted list (no offset, no limit): from the cache, else computed and then kept. */
async function streamWholeGrid(
  store: Store,
  project: ProjectRecord,
  query: GridQuery,
  reply: FastifyReply,
): Promise<unknown> {
  const cache = gridStreamCacheOf(store);
  const filter = gridFilterOf(query);
  const projects = await gridProjectsOf(store, project);
  const { form, texts } = await gridTextsOf(store, project, reply.request);
  const options = { ...gridOptionsOf(reply.request), projects, sortValue: texts.sortValue };
  const key = gridCacheKey(project, filter, projects, new Date(), texts.version);
  cache.viewedNow(key, wholeGridBuilder(store, project, filter, options));
  if (cache.enabled) {
    const view = { organizationId: project.organizationId, eventId: project.eventId, filter };
    void rememberGridView(store, view);
  }
  let cached = cache.enabled ? cache.get(key) : undefined;
  // Being rebuilt in the background: its lines so far and the rest as they are built, or (still queued)
  // that build once done, rather than a second build.
  const live = cached ? undefined : cache.liveBuild(key);
  const liveHead = live ? await live.begun : undefined;
  if (!cached && !liveHead && cache.enabled) cached = await cache.pending(key);
  const version = cache.version;
  let fieldNames: string[];
  let fieldValues: GridFieldValues | undefined;
  let total: number;
  let chunks: AsyncIterable<Buffer> | Iterable<Buffer>;
  let keep: ((sent: Buffer[]) => void) | undefined;
  if (cached) {
    ({ fieldNames, fieldValues, total, chunks } = cached);
  } else if (live && liveHead) {
    ({ fieldNames, fieldValues, total } = liveHead);
    chunks = live.read();
  } else {
    ({ fieldNames, fieldValues, total, chunks } = await wholeGridChunks(store, project, filter, options));
    const values = fieldValues;
    if (cache.enabled)
      keep = (sent) => cache.set(key, version, { fieldNames, fieldValues: values, total, chunks: sent });
  }
  const columns = await gridColumnsOf(store, project, fieldNames, { values: fieldValues, texts, form });
  const head = {
    project: toProjectView(project),
    columns,
    keys: participantGridKeys(fieldNames),
    projects: headProjects(
      Object.fromEntries(projects.map((p) => [p.eventId, gridProjectOf(p, options.links)])),
    ),
    total,
    offset: 0,
    // Compact lines (participantGridLineCompactor) leave out this eventId and the contact their data gives.
    eventId: project.eventId,
  };
  reply.header('content-type', `${NDJSON}; charset=utf-8`);
  return reply.send(Readable.from(ndjsonStream(head, chunks, keep)));
}

/**
 * The head's projects: what the decoder rebuilds each row's project name and links from (the plan names and
 * the date format only went into the installments description, which the rows carry written).
 */
function headProjects(projects: ParticipantGridProjects): ParticipantGridProjects {
  const head: Record<string, ParticipantGridProject> = {};
  for (const [eventId, { installmentPlans: _plans, dateFormat: _format, ...view }] of Object.entries(
    projects,
  ))
    head[eventId] = view;
  return head;
}

/** A page row with ISO dates, as the paged JSON answer has always given them. */
function pageRow(row: ParticipantGridRow) {
  return { ...row, createdOn: gridDateIso(row.createdOn), removedOn: gridDateIso(row.removedOn) };
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
    const listed = await gridProjectsOf(store, project);
    const lists = await Promise.all(
      listed.map((p) =>
        participantsOf(store, p)
          .find({}, { sort: { createdOn: 1 } })
          .toArray(),
      ),
    );
    const participants = lists.flat();
    return { project: toProjectView(project), participants, columns: allDataColumns(participants) };
  }
  if (streamed && !query.offset && !query.limit) return streamWholeGrid(store, project, query, reply);
  const { form, texts } = await gridTextsOf(store, project, request);
  const options = { ...gridOptionsOf(request), sortValue: texts.sortValue };
  const grid = await loadParticipantGrid(store, project, gridFilterOf(query), options);
  const columns = await gridColumnsOf(store, project, grid.fieldNames, {
    values: grid.fieldValues,
    texts,
    form,
  });
  const total = grid.rows.length;
  const offset = Math.min(query.offset ?? 0, total);
  if (streamed) {
    // A paged stream: rows from the offset on, `limit` of them when given.
    const end = query.limit ? Math.min(total, offset + query.limit) : total;
    const head = {
      project: toProjectView(project),
      columns,
      keys: participantGridKeys(grid.fieldNames),
      projects: headProjects(grid.projects),
      total,
      offset,
    };
    reply.header('content-type', `${NDJSON}; charset=utf-8`);
    return reply.send(
      Readable.from(ndjsonStream(head, ndjsonRowChunks(grid.rows, grid.fieldNames, offset, end))),
    );
  }
  const limit = query.limit ?? GRID_PAGE_MAX;
  return {
    project: toProjectView(project),
    participants: grid.rows.slice(offset, offset + limit).map(pageRow),
    columns,
    total,
    offset,
    limit,
  };
}
