export { hasDiacritics, removeDiacritics } from './diacritics.js';
export { FILE_SIZE_UNITS, formatFileSize } from './file-size.js';
export { NAME_SIMILARITY_THRESHOLD, nameSimilarity } from './name-similarity.js';
export {
  formatPolishCount,
  POLISH_PLURAL_UNITS,
  type PolishPluralCategory,
  type PolishPluralForms,
  type PolishPluralUnit,
  polishPluralCategory,
  polishPluralWord,
} from './polish-plural.js';
export { SMS_SPEC_LENGTH, smsCount } from './sms-count.js';
export {
  SMS_SEGMENT_LIMITS,
  type SmsEncoding,
  type SmsSegmentation,
  smsSegments,
} from './sms-segments.js';
export { SMS_SENDER_MAX_LENGTH, smsSender } from './sms-sender.js';
