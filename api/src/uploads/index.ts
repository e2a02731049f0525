/** Uploads of FileUpload and Signature fields: claiming (for the registration code), limits, the cleanup job. */
export { type ClaimedUpload, claimUploads } from './claim.js';
export {
  deleteUnclaimedUploads,
  UNCLAIMED_UPLOAD_TTL_MS,
  unclaimedUploadsCleanupJob,
} from './cleanup-job.js';
export { UPLOADS, type UploadRecord, uploadsOf } from './documents.js';
export { FsUploadFileStore, type UploadFileStore, uploadFileKey, uploadFileStoreFor } from './file-store.js';
export { DEFAULT_UPLOAD_EXTENSIONS, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadLimitsFor } from './limits.js';
