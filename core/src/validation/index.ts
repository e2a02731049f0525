export { formatIban, IBAN_MESSAGES, ibansEqual, isValidIban, normalizeIban } from './iban.js';
export { isKsefNumber, ksefNumberChecksum } from './ksef-number.js';
export { isValidNip } from './nip.js';
export {
  isValidPesel,
  PESEL_INVALID_MESSAGE,
  type PeselBirthDateParts,
  type PeselSex,
  peselBirthDate,
  peselBirthDateParts,
  peselSex,
} from './pesel.js';
export { isValidPhone } from './phone.js';
export { isValidRegon } from './regon.js';
