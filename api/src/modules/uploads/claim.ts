/**
 * Attaching uploads to a registration. The registration code calls `claimUploads` with the upload ids its
 * FileUpload and Signature fields carry: each must be an upload of the same project, not claimed by another
 * registration. Claiming is a conditional update per upload (`registrationId: null` → the registration), so
 * two registrations can never claim the same file; the same registration claiming again is a no-op.
 */
import { ValidationError } from '@zapisy/core';
import type { Store, StoreSession } from '../../storage/index.js';
import { UPLOAD_MESSAGES } from './limits.js';
import { type UploadRecord, uploadsOf } from './store.js';

export interface ClaimedUpload {
  uploadId: string;
  name: string;
  size: number;
  type: string;
  field: string | null;
}

function summary(record: UploadRecord): ClaimedUpload {
  return {
    uploadId: record._id,
    name: record.name,
    size: record.size,
    type: record.type,
    field: record.field,
  };
}

/**
 * Claims the uploads for `registrationId`; returns them in the order given. Unknown ids (never uploaded,
 * another project's, or deleted after 24 h) and ids claimed by another registration → ValidationError (400)
 * listing each in Polish; then nothing is claimed (inside `session` the caller's transaction rolls back,
 * without one the claims this call made are released).
 */
export async function claimUploads(
  store: Store,
  tenant: { organizationId: string; eventId: string },
  uploadIds: readonly string[],
  registrationId: string,
  session?: StoreSession,
): Promise<ClaimedUpload[]> {
  const uploads = uploadsOf(store, tenant);
  const options = session ? { session } : {};
  const ids = [...new Set(uploadIds)];
  const claimed: UploadRecord[] = [];
  /** Claimed by this call (not earlier by the same registration): the ones to release on failure. */
  const claimedNow: string[] = [];
  const errors: string[] = [];
  for (const id of ids) {
    const taken = await uploads.findOneAndUpdate(
      { _id: id, registrationId: null },
      { $set: { registrationId, claimedAt: new Date() } },
      { ...options, returnDocument: 'after' },
    );
    if (taken) claimedNow.push(id);
    const record = taken ?? (await uploads.findOne({ _id: id }, options));
    if (!record) errors.push(UPLOAD_MESSAGES.unknownUpload(id));
    else if (record.registrationId !== registrationId) errors.push(UPLOAD_MESSAGES.claimedUpload(id));
    else claimed.push(record);
  }
  if (errors.length > 0) {
    if (!session) {
      await uploads.updateMany(
        { _id: { $in: claimedNow }, registrationId },
        { $set: { registrationId: null, claimedAt: null } },
      );
    }
    throw new ValidationError(errors);
  }
  const byId = new Map(claimed.map((record) => [record._id, record]));
  return ids.map((id) => summary(byId.get(id) as UploadRecord));
}
