export {
  generateId,
  generateInstallmentId,
  generateNotificationId,
  ID_DEFAULT_LENGTH,
  ID_MAX_LENGTH,
  INSTALLMENT_ID_LENGTH,
  isGeneratedId,
  isInstallmentId,
  NOTIFICATION_ID_LENGTH,
  RANDOM_STRING_LENGTHS,
} from './generate-id.js';
export { type RandomBytesSource, webCryptoRandomBytes } from './random-source.js';
export { randomUuid } from './random-uuid.js';
