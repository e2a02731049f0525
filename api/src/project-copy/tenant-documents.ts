/**
 * The common shape of a copy: every document a module keeps for the source project, written again for the
 * copy with each id through the copy's id map. A document keyed by the project (`_id` = eventId) gets the
 * copy's eventId, one whose `_id` the contributor mapped gets its new id, any other gets a fresh `_id`
 * from the store.
 */
import { type Document, TenantRepository } from '../storage/index.js';
import type { ProjectCopyContext, ProjectCopyContributor } from './contract.js';

export interface CopyTenantDocumentsOptions<T extends Document> {
  /** Changes a copy (already remapped) before it is written; `source` is the stored original. */
  rewrite?: (copy: T, source: T, context: ProjectCopyContext) => T;
}

const tenantOf = (project: ProjectCopyContext['from']) => ({
  organizationId: project.organizationId,
  eventId: project.eventId,
});

/** The source project's documents of `collection` (inside the copy's transaction). */
export function sourceDocuments<T extends Document>(context: ProjectCopyContext, collection: string) {
  const repository = new TenantRepository(context.store.db.collection<T>(collection), tenantOf(context.from));
  return repository.find({}, { session: context.session }).toArray() as Promise<T[]>;
}

/** Copies every document of `collection` of the source project to the copy; answers how many. */
export async function copyTenantDocuments<T extends Document>(
  context: ProjectCopyContext,
  collection: string,
  options: CopyTenantDocumentsOptions<T> = {},
): Promise<number> {
  const { ids, to } = context;
  const sources = await sourceDocuments<T>(context, collection);
  if (sources.length === 0) return 0;
  const copies = sources.map((source) => {
    const { _id, ...fields } = source as Document;
    let copy = { ...ids.remap(fields), organizationId: to.organizationId, eventId: to.eventId } as Document;
    if (typeof _id === 'string' && ids.has(_id)) copy = { _id: ids.id(_id), ...copy };
    if ('updatedAt' in copy) copy.updatedAt = context.now;
    return options.rewrite ? options.rewrite(copy as T, source, context) : (copy as T);
  });
  const target = new TenantRepository(context.store.db.collection<T>(collection), tenantOf(to));
  await target.insertMany(copies as unknown as Parameters<typeof target.insertMany>[0], {
    session: context.session,
  });
  return copies.length;
}

/** A contributor that copies a module's whole collection of per-project documents as they are. */
export function tenantDocumentsContributor<T extends Document>(
  name: string,
  collection: string,
  options: CopyTenantDocumentsOptions<T> = {},
): ProjectCopyContributor {
  return {
    name,
    copy: async (context) => {
      await copyTenantDocuments(context, collection, options);
    },
  };
}
