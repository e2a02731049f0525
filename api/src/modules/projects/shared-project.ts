/**
 * A project as the public registration path reads it on every request, completed with the defaults once
 * per stored version instead of once per request. On the embedded store a stored document is replaced on
 * every write, never changed in place, so the stored object itself tells its version: the completed copy is
 * kept beside it (a WeakMap, gone with the version) and frozen, as it is shared by every request that reads
 * that version. On MongoDB every read is a fresh document and is completed as before.
 */
import { readStoredDocuments } from '../../storage/embedded/shared-reads.js';
import type { Store } from '../../storage/index.js';
import { completeProject, PROJECTS, type ProjectRecord } from './store.js';

const completedByVersion = new WeakMap<object, ProjectRecord>();

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/** The project with every default filled in, read-only (frozen on the embedded store); null when none. */
export async function findSharedProject(
  store: Store,
  eventId: string,
): Promise<Readonly<ProjectRecord> | null> {
  const projects = store.db.collection<ProjectRecord>(PROJECTS);
  if (store.kind !== 'embedded') {
    const found = await projects.findOne({ _id: eventId });
    return found ? completeProject(found) : null;
  }
  const [stored] = await readStoredDocuments(() => projects.find({ _id: eventId }).limit(1).toArray());
  if (!stored) return null;
  let completed = completedByVersion.get(stored);
  if (!completed) {
    completed = deepFreeze(completeProject(stored));
    completedByVersion.set(stored, completed);
  }
  return completed;
}
