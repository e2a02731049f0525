/**
 * The files of a duplicate's participants (Duplikuj copies participant data, second document §2): each
 * claimed upload of the source gets a record of the copy under a new id — the copied participants' file
 * fields are remapped to it — sharing the source's bytes (`bytesOf`), so nothing is written outside the
 * copy's transaction and a failed copy leaves no file behind. A new edition copies no participant and so
 * no file; unclaimed uploads (registrations that never finished) are not copied.
 */
import { randomUUID } from 'node:crypto';
import {
  copyTenantDocuments,
  type ProjectCopyContext,
  type ProjectCopyContributor,
} from '../../project-copy/index.js';
import { UPLOADS, type UploadRecord, uploadsOf } from './store.js';

const CLAIMED = { claimedAt: { $ne: null } };

function claimedUploads(context: ProjectCopyContext) {
  const { store, from, session } = context;
  const tenant = { organizationId: from.organizationId, eventId: from.eventId };
  return uploadsOf(store, tenant).find(CLAIMED, { session }).toArray();
}

export const uploadsCopyContributor: ProjectCopyContributor = {
  name: 'pliki uczestników',
  mapIds: async (context) => {
    if (!context.copiesPeople) return;
    for (const upload of await claimedUploads(context)) context.ids.add(upload._id, randomUUID());
  },
  copy: async (context) => {
    if (!context.copiesPeople) return;
    await copyTenantDocuments<UploadRecord>(context, UPLOADS, {
      filter: CLAIMED,
      rewrite: (copy, source) => ({
        ...copy,
        bytesOf: source.bytesOf ?? { eventId: source.eventId, uploadId: source._id },
      }),
    });
  },
};
