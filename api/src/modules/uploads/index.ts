/** Uploads of FileUpload and Signature fields: claiming (for the registration code), limits, the cleanup job. */
export { type ClaimedUpload, claimUploads } from './claim.js';
export {
  deleteUnclaimedUploads,
  UNCLAIMED_UPLOAD_TTL_MS,
  unclaimedUploadsCleanupJob,
} from './cleanup-job.js';
export { uploadsCopyContributor } from './copy-uploads.js';
export { type UploadFileRef, type UploadFileStore, uploadFileRefOf } from './file-store.js';
export { uploadFileStoreOf } from './file-store-of.js';
export { extensionOf, kindOfExtension, UPLOAD_CONTENT_TYPES, type UploadFileKind } from './file-type.js';
export { FsUploadFileStore, fsUploadFileStoreFor } from './fs-file-store.js';
export { GridFsUploadFileStore, UPLOAD_FILES_BUCKET } from './gridfs-file-store.js';
export {
  DEFAULT_UPLOAD_EXTENSIONS,
  formatMegabytes,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  uploadLimitsFor,
} from './limits.js';
export { UPLOAD_FIELD_KINDS } from './published-field.js';
export { cleanFileName, UPLOADS, type UploadRecord, uploadsOf } from './store.js';
export { UploadGuard } from './upload-guard.js';
