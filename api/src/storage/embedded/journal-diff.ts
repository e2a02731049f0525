/**
 * What the journal records for a changed document: only the top-level fields that changed (`set`) when
 * the document kept its fields' order, otherwise the whole document (`put`). A registration rush rewrites
 * big documents for a few fields each time (an event's lease, its delivery, a registration's status), and
 * encoding whole documents again was most of the journal's bytes. Replaying a `set` over the document
 * the journal had at that point gives back exactly the committed document, field order included.
 */
import type { JournalOp } from './journal.js';
import { type Doc, isPlainObject, valueKey } from './values.js';

/** Equal as stored: same BSON types (a Long is not a number), same values, same field order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return a !== 0 || Object.is(a, b);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return Number.isNaN(a) && Number.isNaN(b);
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameValue(item, other[i]));
  }
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if (isPlainObject(a)) {
    const keys = presentKeys(a);
    const otherKeys = presentKeys(b as Doc);
    return (
      keys.length === otherKeys.length &&
      keys.every((key, i) => key === otherKeys[i] && sameValue(a[key], (b as Doc)[key]))
    );
  }
  return valueKey(a) === valueKey(b);
}

/** Keys the encoding writes (it leaves out undefined values). */
function presentKeys(doc: Doc): string[] {
  return Object.keys(doc).filter((key) => doc[key] !== undefined);
}

/** The journal operation that turns `old` (the journal's version, if any) into `doc`; none when equal. */
export function journalOpFor(c: string, old: Doc | undefined, doc: Doc): JournalOp | undefined {
  if (!old || Object.hasOwn(doc, '__proto__')) return { o: 'put', c, d: doc };
  const oldKeys = presentKeys(old);
  const newKeys = presentKeys(doc);
  const kept = oldKeys.filter((key) => doc[key] !== undefined);
  // A `set` appends new fields at the end: any other order needs the whole document.
  for (let i = 0; i < newKeys.length; i++) {
    const key = newKeys[i]!;
    if (i < kept.length ? key !== kept[i] : old[key] !== undefined) return { o: 'put', c, d: doc };
  }
  const f: Doc = {};
  let changed = false;
  for (const key of newKeys) {
    if (old[key] !== undefined && sameValue(old[key], doc[key])) continue;
    f[key] = doc[key];
    changed = true;
  }
  const u = oldKeys.filter((key) => doc[key] === undefined);
  if (!changed && u.length === 0) return undefined;
  return u.length > 0 ? { o: 'set', c, id: doc._id, f, u } : { o: 'set', c, id: doc._id, f };
}

/** The document a `set` makes of `old`; the result shares unchanged values with `old` (never mutated). */
export function applySet(old: Doc, f: Doc, u: readonly string[] = []): Doc {
  const doc: Doc = { ...old };
  for (const key of u) delete doc[key];
  for (const key of Object.keys(f)) doc[key] = f[key];
  return doc;
}
