const WHITESPACE = /\s/g;
const NATIONAL = /^\d{9}$/;
/** E.164: '+', a country code that does not start with 0, at most 15 digits in all. */
const INTERNATIONAL = /^\+[1-9]\d{6,14}$/;
/** A Polish number written internationally still has 9 national digits. */
const POLISH_INTERNATIONAL = /^\+48\d{9}$/;

/**
 * Spec §5: "Phone: 9 digits, or an international number starting with +. Spaces are removed first."
 *
 * Any whitespace counts as a space (numbers pasted from documents carry no-break spaces). An international
 * number is '+' and 7 to 15 digits (E.164) not starting with 0; one starting '+48' must have exactly 9
 * digits after it. Dashes, brackets and a '00' prefix are not accepted. Non-strings are invalid.
 */
export function isValidPhone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const phone = value.replace(WHITESPACE, '');
  if (NATIONAL.test(phone)) return true;
  if (phone.startsWith('+48')) return POLISH_INTERNATIONAL.test(phone);
  return INTERNATIONAL.test(phone);
}
