import { ValidationError } from '../errors/index.js';
import { hasDiacritics } from './diacritics.js';

/** Characters per message by the spec's rule: 160 plain, 70 with diacritics. */
export const SMS_SPEC_LENGTH = { plain: 160, withDiacritics: 70 } as const;

/**
 * Number of SMS messages by the spec's rule (spec §9: "SMS length is 160 characters per message, or 70 when
 * diacritics are present, rounded up"): ceil(characters / 160), or ceil(characters / 70) when any letter
 * carries a diacritic (ą, é, ü… — see `hasDiacritics`). Characters are Unicode code points; '' → 0.
 * This is the count shown to users; it under-counts long messages, use `smsSegments` for cost estimates.
 */
export function smsCount(text: string): number {
  if (typeof text !== 'string') throw new ValidationError('Treść SMS musi być napisem');
  const length = Array.from(text).length;
  const perMessage = hasDiacritics(text) ? SMS_SPEC_LENGTH.withDiacritics : SMS_SPEC_LENGTH.plain;
  return Math.ceil(length / perMessage);
}
