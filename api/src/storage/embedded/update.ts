/** Update operators (through mingo), `$setOnInsert`, upsert seeds and replacements, on copies only. */
import { ObjectId } from 'bson';
import { update as mingoUpdate } from 'mingo';
import type { Document } from 'mongodb';
import { IMMUTABLE_FIELD, StoreServerError } from '../errors.js';
import { tryFastUpdate } from './fast-update.js';
import { cloneDoc, cloneValue, type Doc, isOperatorObject, setPath, valueKey } from './values.js';

function immutableId(): StoreServerError {
  return new StoreServerError(
    "Performing an update on the path '_id' would modify the immutable field '_id'",
    IMMUTABLE_FIELD,
    'ImmutableField',
  );
}

/**
 * mingo refuses every update path on `_id` before applying it; MongoDB only refuses a change of `_id`
 * (setting it to its current value is a no-op, and an upsert may set it on insert). So mingo gets an id
 * key no field can have (BSON field names cannot contain NUL) and `applyUpdate` checks the result.
 */
const MINGO_OPTIONS = { cloneMode: 'none', queryOptions: { idKey: '\u0000' } } as const;

export function assertUpdateDocument(update: unknown): asserts update is Document {
  if (Array.isArray(update)) throw new Error('Embedded store does not support aggregation pipeline updates');
  if (!update || typeof update !== 'object' || Object.keys(update).length === 0)
    throw new Error('Update document requires atomic operators');
  if (!Object.keys(update).every((key) => key.startsWith('$')))
    throw new Error('Update document requires atomic operators');
}

export function assertReplacement(replacement: unknown): asserts replacement is Document {
  if (!replacement || typeof replacement !== 'object' || Array.isArray(replacement))
    throw new Error('Replacement document must be an object');
  if (Object.keys(replacement).some((key) => key.startsWith('$')))
    throw new Error('Replacement document must not contain atomic operators');
}

const positional = /\.\$(\.|$)/;

/** Applies an update to a copy of `before`; returns the copy and whether anything changed. */
export function applyUpdate(
  before: Doc,
  update: Document,
  options: { arrayFilters?: Document[]; filter?: Document; isInsert?: boolean },
): { doc: Doc; modified: boolean } {
  const { $setOnInsert, ...rest } = cloneValue(update) as Document;
  let modified = false;
  // The fast path copies only what it changes; mingo changes its argument anywhere, so it gets a deep copy.
  const shallow = { ...before };
  const fast =
    Object.keys(rest).length > 0 && !options.arrayFilters ? tryFastUpdate(shallow, rest) : undefined;
  const doc = fast ? shallow : cloneDoc(before);
  if (fast) {
    modified = fast.modified;
  } else if (Object.keys(rest).length > 0) {
    const usesPositional = Object.values(rest).some(
      (fields) =>
        fields && typeof fields === 'object' && Object.keys(fields).some((path) => positional.test(path)),
    );
    const changed = mingoUpdate(
      doc,
      rest,
      options.arrayFilters,
      usesPositional ? options.filter : undefined,
      MINGO_OPTIONS,
    );
    modified = changed.length > 0;
  }
  if (options.isInsert && $setOnInsert) {
    modified =
      mingoUpdate(doc, { $set: $setOnInsert }, undefined, undefined, MINGO_OPTIONS).length > 0 || modified;
  }
  // Like MongoDB, `_id` is checked on the result: it may not change or disappear, except that an upsert's
  // insert may set it (from $set or $setOnInsert) when the filter did not fix it.
  const idFree = options.isInsert && before._id === undefined;
  if (!idFree && (doc._id === undefined || valueKey(doc._id) !== valueKey(before._id))) throw immutableId();
  return { doc, modified };
}

/** The document an upsert starts from: the filter's equality fields (MongoDB does the same). */
export function upsertSeed(filter: Document): Doc {
  const seed: Doc = {};
  const collect = (part: Document): void => {
    for (const [field, condition] of Object.entries(part)) {
      if (field === '$and' && Array.isArray(condition)) {
        for (const sub of condition) collect(sub as Document);
        continue;
      }
      if (field.startsWith('$')) continue;
      if (isOperatorObject(condition)) {
        if ('$eq' in condition) setPath(seed, field, cloneValue(condition.$eq));
        continue;
      }
      if (condition instanceof RegExp) continue;
      setPath(seed, field, cloneValue(condition));
    }
  };
  collect(filter);
  return seed;
}

/** The document with its `_id` first (MongoDB stores it first), a new ObjectId when it has none. */
export function withId(doc: Doc): Doc {
  const { _id, ...fields } = doc;
  return { _id: _id === undefined ? new ObjectId() : _id, ...fields };
}

export function replaceDocument(before: Doc, replacement: Document): Doc {
  const doc = cloneDoc(replacement) as Doc;
  if (doc._id !== undefined && valueKey(doc._id) !== valueKey(before._id)) throw immutableId();
  const { _id: _ignored, ...fields } = doc;
  return { _id: before._id, ...fields };
}
