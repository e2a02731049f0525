/**
 * Ids of uploaded files as FileUpload and Signature fields submit them (the `uploadId` answered by
 * `POST /services/api/uploads/{eventId}`): 5–64 letters, digits or dashes, so both core's generated ids and
 * UUIDs fit and nothing path- or query-like does.
 */
export const FORM_UPLOAD_ID_PATTERN = /^[0-9A-Za-z-]{5,64}$/;

/** True for a text in the upload id format. */
export function isFormUploadId(value: unknown): value is string {
  return typeof value === 'string' && FORM_UPLOAD_ID_PATTERN.test(value);
}
