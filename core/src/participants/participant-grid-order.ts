import type { DataSettings } from '../projects/project-types.js';
import { removeDiacritics } from '../text/index.js';
import type { ParticipantGridRow } from './participant-grid-row.js';

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

const SETTLEMENT_FIELDS = new Set(['net', 'vat', 'gross', 'rebates', 'required', 'overdue', 'leftToPay']);

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
  const keys: [string, boolean][] = [];
  if (sort) keys.push([sort.field, sort.asc]);
  else if (settings?.participantsSortEnabled === true) {
    if (settings.participantsSortField)
      keys.push([settings.participantsSortField, settings.participantsSortAsc !== false]);
    if (settings.participantsSortField2)
      keys.push([settings.participantsSortField2, settings.participantsSortAsc2 !== false]);
  }
  return (a, b) => {
    for (const [field, ascending] of keys) {
      const c = compareValues(participantGridValue(a, field), participantGridValue(b, field), ascending);
      if (c !== 0) return c;
    }
    // Signed-up date (epoch ms; none last), then the id.
    const ca = a.createdOn ?? Number.MAX_SAFE_INTEGER;
    const cb = b.createdOn ?? Number.MAX_SAFE_INTEGER;
    if (ca !== cb) return ca - cb;
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  };
}

/** Sorts rows in place in grid order. */
export function sortParticipantGridRows(
  rows: ParticipantGridRow[],
  settings: Partial<DataSettings> | null | undefined,
  sort: ParticipantGridSort | null = null,
): ParticipantGridRow[] {
  return rows.sort(participantGridComparator(settings, sort));
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
  const words = participantSearchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (row) => {
    const haystack = participantSearchText(
      [row.name, row.email ?? '', row.phone ?? '', (row.phone ?? '').replace(/\D/g, '')].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  };
}
