/**
 * Looking a project up before its tenant is known: public calls name a project by its id or its domain, and
 * the document found gives the organization every later query is scoped to.
 */
import type { Store } from '../../storage/index.js';
import { PROJECTS, type ProjectDocument } from './store.js';

export async function findProjectById(store: Store, eventId: string): Promise<ProjectDocument | null> {
  return store.db.collection<ProjectDocument>(PROJECTS).findOne({ _id: eventId });
}

/** Domain names are stored lower-case (seed and project writes normalise them), so equality suffices. */
export async function findProjectByDomain(store: Store, domainName: string): Promise<ProjectDocument | null> {
  return store.db.collection<ProjectDocument>(PROJECTS).findOne({ 'event.domainName': domainName });
}
