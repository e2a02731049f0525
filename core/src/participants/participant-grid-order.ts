import type { DataSettings } from '../projects/project-types.js';
import { removeDiacritics } from '../text/index.js';
import { participantGridLinks } from './participant-grid-project.js';
import { epochOf, type ParticipantGridRow } from './participant-grid-row.js';
import {
  PARTICIPANT_GRID_SETTLEMENT_KEYS,
  type ParticipantGridProjects,
  participantGridKeys,
} from './participant-grid-stream.js';

/** Row fields a sort field may name directly; any other name is a form field read from `data`. */
const ROW_FIELDS = new Set([
  'status',
  'createdOn',
  'removedOn',
  'group',
  'groupIndex',
  'representative',
  'invoice',
  'onWaitingList',
  'currentMeeting',
  'timeLeft',
  'eventName',
  'surveyLink',
  'formLink',
  'affiliateLink',
  'affiliationReceived',
  'referred',
  'referralCount',
  'installmentsDescription',
  'name',
  'email',
  'phone',
]);

const SETTLEMENT_FIELDS = new Set<string>(PARTICIPANT_GRID_SETTLEMENT_KEYS);

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

/**
 * The value of a row under a sort field name: a row field, a settlements figure or a form field, named bare
 * (dataSettings: 'last_name', 'net') or by its column path ('data.last_name', 'settlements.net').
 */
export function participantGridValue(row: ParticipantGridRow, field: string): unknown {
  if (field.startsWith('data.')) return row.data[field.slice(5)];
  const name = field.startsWith('settlements.') ? field.slice(12) : field;
  if (ROW_FIELDS.has(name)) return row[name as keyof ParticipantGridRow];
  if (SETTLEMENT_FIELDS.has(name)) return row.settlements[name as keyof ParticipantGridRow['settlements']];
  return row.data[name];
}

/** The form field a sort field reads (`participantGridValue`'s `data`), or null for a row field or figure. */
export function participantGridDataField(field: string): string | null {
  if (field.startsWith('data.')) return field.slice(5);
  const name = field.startsWith('settlements.') ? field.slice(12) : field;
  return ROW_FIELDS.has(name) || SETTLEMENT_FIELDS.has(name) ? null : name;
}

/**
 * `participantGridValue` for a row given as its stream line (`participantGridValues` with these field
 * names): the event name and links, which lines leave out, come from the row's project.
 */
export function participantGridLineReader(
  fieldNames: readonly string[],
  projects: ParticipantGridProjects,
): (line: readonly unknown[], field: string) => unknown {
  const at = new Map(participantGridKeys(fieldNames).map((key, index) => [key, index]));
  const eventIdAt = at.get('eventId') as number;
  // A name no participant has: what the row's data map gives for it.
  const noData: Record<string, unknown> = {};
  const dataValue = (line: readonly unknown[], name: string): unknown => {
    const index = at.get(`data.${name}`);
    return index === undefined ? noData[name] : line[index];
  };
  const projectOf = (line: readonly unknown[]) => {
    const eventId = line[eventIdAt];
    return typeof eventId === 'string' && Object.hasOwn(projects, eventId) ? projects[eventId] : undefined;
  };
  return (line, field) => {
    if (field.startsWith('data.')) return dataValue(line, field.slice(5));
    const name = field.startsWith('settlements.') ? field.slice(12) : field;
    if (ROW_FIELDS.has(name)) {
      if (name === 'eventName') return projectOf(line)?.name ?? null;
      if (name === 'surveyLink' || name === 'formLink' || name === 'affiliateLink')
        return participantGridLinks(projectOf(line), String(line[0]))[name];
      return line[at.get(name) as number];
    }
    if (SETTLEMENT_FIELDS.has(name)) return line[at.get(`settlements.${name}`) as number];
    return dataValue(line, name);
  };
}

/** A sort asked for explicitly (a header click): a field as `participantGridValue` reads it, and the direction. */
export interface ParticipantGridSort {
  field: string;
  asc: boolean;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** Empty values last whatever the direction; numbers by value; everything else as Polish text. */
function compareValues(a: unknown, b: unknown, ascending: boolean): number {
  const aEmpty = isEmpty(a);
  const bEmpty = isEmpty(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  const direction = ascending ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return (a - b) * direction;
  if (typeof a === 'boolean' && typeof b === 'boolean') return (Number(a) - Number(b)) * direction;
  const text = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));
  return collator.compare(text(a), text(b)) * direction;
}

/** The sort fields and directions: an explicit sort, else the enabled dataSettings sort fields. */
function sortKeysOf(
  settings: Partial<DataSettings> | null | undefined,
  sort: ParticipantGridSort | null,
): [string, boolean][] {
  const keys: [string, boolean][] = [];
  if (sort) keys.push([sort.field, sort.asc]);
  else if (settings?.participantsSortEnabled === true) {
    if (settings.participantsSortField)
      keys.push([settings.participantsSortField, settings.participantsSortAsc !== false]);
    if (settings.participantsSortField2)
      keys.push([settings.participantsSortField2, settings.participantsSortAsc2 !== false]);
  }
  return keys;
}

/**
 * The grid's order: an explicit sort when given, else the project's dataSettings (second document §3:
 * participantsSortEnabled, participantsSortField, participantsSortField2, participantsSortAsc,
 * participantsSortAsc2). Without a sort (or with sorting disabled) rows follow their signed-up date; ties
 * always fall back to signed-up date and then the id, so pages never overlap.
 */
export function participantGridComparator(
  settings: Partial<DataSettings> | null | undefined,
  sort: ParticipantGridSort | null = null,
): (a: ParticipantGridRow, b: ParticipantGridRow) => number {
  const keys = sortKeysOf(settings, sort);
  return (a, b) => {
    for (const [field, ascending] of keys) {
      const c = compareValues(participantGridValue(a, field), participantGridValue(b, field), ascending);
      if (c !== 0) return c;
    }
    return compareSignedUp(a.createdOn, a._id, b.createdOn, b._id);
  };
}

/** Signed-up date (epoch ms; none last), then the id. */
function compareSignedUp(ca: number | null, ia: string, cb: number | null, ib: string): number {
  const a = ca ?? Number.MAX_SAFE_INTEGER;
  const b = cb ?? Number.MAX_SAFE_INTEGER;
  if (a !== b) return a - b;
  return ia < ib ? -1 : ia > ib ? 1 : 0;
}

/**
 * One sort field's values read once per item (not twice per comparison), and compared as `compareValues`
 * would: a column of only numbers (or only booleans) by value; a column of only texts (and lists) by its
 * rank among the column's distinct texts, so the Polish collator runs once per distinct text instead of
 * once per comparison; a mixed column value by value.
 */
function sortColumn(values: unknown[], ascending: boolean): (a: number, b: number) => number {
  const direction = ascending ? 1 : -1;
  let numbers = true;
  let booleans = true;
  let texts = true;
  for (const value of values) {
    if (isEmpty(value)) continue;
    const type = typeof value;
    if (type !== 'number') numbers = false;
    if (type !== 'boolean') booleans = false;
    if (type === 'number' || type === 'boolean') texts = false;
  }
  const empty = values.map(isEmpty);
  const emptyFirst = (a: number, b: number): number => {
    const aEmpty = empty[a] as boolean;
    const bEmpty = empty[b] as boolean;
    return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  };
  if (numbers || booleans) {
    const key = values.map(Number);
    return (a, b) =>
      empty[a] || empty[b] ? emptyFirst(a, b) : ((key[a] as number) - (key[b] as number)) * direction;
  }
  if (texts) {
    const text = values.map((value) => (Array.isArray(value) ? value.join(', ') : String(value)));
    const distinct = [...new Set(text.filter((_, index) => !empty[index]))].sort(collator.compare);
    const rankOf = new Map<string, number>();
    let rank = 0;
    for (let i = 0; i < distinct.length; i++) {
      if (i > 0 && collator.compare(distinct[i - 1] as string, distinct[i] as string) !== 0) rank++;
      rankOf.set(distinct[i] as string, rank);
    }
    const key = text.map((value) => rankOf.get(value) ?? 0);
    return (a, b) =>
      empty[a] || empty[b] ? emptyFirst(a, b) : ((key[a] as number) - (key[b] as number)) * direction;
  }
  return (a, b) => compareValues(values[a], values[b], ascending);
}

/**
 * Sorts items in place in grid order (as `participantGridComparator` orders rows), reading each sort
 * field's value, signed-up date and id once per item.
 */
export function sortParticipantGrid<T>(
  items: T[],
  settings: Partial<DataSettings> | null | undefined,
  sort: ParticipantGridSort | null,
  access: {
    value: (item: T, field: string) => unknown;
    createdOn: (item: T) => number | null;
    id: (item: T) => string;
  },
): T[] {
  const columns = sortKeysOf(settings, sort).map(([field, ascending]) =>
    sortColumn(
      items.map((item) => access.value(item, field)),
      ascending,
    ),
  );
  const createdOn = items.map(access.createdOn);
  const ids = items.map(access.id);
  const compare = (a: number, b: number): number => {
    for (const column of columns) {
      const c = column(a, b);
      if (c !== 0) return c;
    }
    return compareSignedUp(
      createdOn[a] as number | null,
      ids[a] as string,
      createdOn[b] as number | null,
      ids[b] as string,
    );
  };
  // Participants are mostly read in signed-up order already: then a (stable) sort would change nothing.
  let sortedAlready = true;
  for (let i = 1; i < items.length && sortedAlready; i++) sortedAlready = compare(i - 1, i) <= 0;
  if (sortedAlready) return items;
  const order = items.map((_, index) => index);
  order.sort(compare);
  const sorted = order.map((index) => items[index] as T);
  for (let i = 0; i < sorted.length; i++) items[i] = sorted[i] as T;
  return items;
}

/**
 * Whether the grid's order is the signed-up order alone (no header sort, no dataSettings sort fields):
 * then it is known from the stored participants before any row is built, and the rows can be sent while
 * they are built (the stream's first load).
 */
export function participantGridSortsBySignUp(
  settings: Partial<DataSettings> | null | undefined,
  sort: ParticipantGridSort | null,
): boolean {
  return sortKeysOf(settings, sort).length === 0;
}

/** Sorts items in place in their participants' signed-up order (signed-up date, then id). */
export function sortBySignUp<T>(
  items: T[],
  participantOf: (item: T) => { _id: string; createdOn?: Date | string | null },
): T[] {
  return sortParticipantGrid(items, null, null, {
    value: () => null,
    createdOn: (item) => epochOf(participantOf(item).createdOn),
    id: (item) => participantOf(item)._id,
  });
}

const ROW_ACCESS = {
  value: participantGridValue,
  createdOn: (row: ParticipantGridRow) => row.createdOn,
  id: (row: ParticipantGridRow) => row._id,
};

/** Sorts rows in place in grid order. */
export function sortParticipantGridRows(
  rows: ParticipantGridRow[],
  settings: Partial<DataSettings> | null | undefined,
  sort: ParticipantGridSort | null = null,
): ParticipantGridRow[] {
  return sortParticipantGrid(rows, settings, sort, ROW_ACCESS);
}

/** Lower-case text without Polish diacritics, for search. */
export function participantSearchText(text: string): string {
  return removeDiacritics(text).toLowerCase().trim();
}

/**
 * A search predicate over name, e-mail and phone: every word of the query must appear in one of them,
 * case- and diacritics-insensitively ('zolc' finds 'Żółć'); phone digits match without spaces.
 */
export function participantGridSearch(query: string): (row: ParticipantGridRow) => boolean {
  const matches = participantContactSearch(query);
  return (row) => matches(row.name, row.email, row.phone);
}

/** `participantGridSearch` over a row's name, e-mail and phone given apart. */
export function participantContactSearch(
  query: string,
): (name: string, email: string | null, phone: string | null) => boolean {
  const words = participantSearchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (name, email, phone) => {
    const haystack = participantSearchText(
      [name, email ?? '', phone ?? '', (phone ?? '').replace(/\D/g, '')].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  };
}
