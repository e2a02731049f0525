import { ValidationError } from '../errors/index.js';

/**
 * GSM 03.38 default alphabet (3GPP TS 23.038), without ESC. Note '$' and '@' are in it, '`' is not, and
 * no Polish letter is, so any ą ć ę ł ń ó ś ź ż forces UCS-2.
 */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** GSM 03.38 extension table: each is sent as ESC + character, so it counts 2 septets. */
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

/** Units per message (3GPP TS 23.040): a single message, or one part of a concatenated one (6-byte UDH). */
export const SMS_SEGMENT_LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const;

export type SmsEncoding = keyof typeof SMS_SEGMENT_LIMITS;

export interface SmsSegmentation {
  /** GSM-7 when every character is in the GSM alphabet or its extension table, UCS-2 otherwise. */
  encoding: SmsEncoding;
  /** Length in septets (GSM-7, extension characters count 2) or UTF-16 code units (UCS-2). */
  units: number;
  /** Messages the operator bills; 0 for an empty text. */
  segments: number;
  /** Units still free in the last segment before another one is needed. */
  remainingInLastSegment: number;
}

/**
 * Real SMS segmentation for cost estimates (polish-integrations.md §7): GSM-7 160 units single, 153 per
 * concatenated part; UCS-2 70 / 67. Extension characters (^ { } \ [ ~ ] | € and form feed) count 2 and,
 * like UTF-16 surrogate pairs, are never split across two parts, so a part may end a unit short.
 */
export function smsSegments(text: string): SmsSegmentation {
  if (typeof text !== 'string') throw new ValidationError('Treść SMS musi być napisem');
  const characters = Array.from(text);
  const encoding: SmsEncoding = characters.every((c) => GSM7_BASIC.has(c) || GSM7_EXTENSION.has(c))
    ? 'GSM-7'
    : 'UCS-2';
  const widths = characters.map((c) => (encoding === 'GSM-7' ? (GSM7_EXTENSION.has(c) ? 2 : 1) : c.length));
  const units = widths.reduce((sum, width) => sum + width, 0);
  const limits = SMS_SEGMENT_LIMITS[encoding];
  if (units === 0) return { encoding, units, segments: 0, remainingInLastSegment: limits.single };
  if (units <= limits.single) {
    return { encoding, units, segments: 1, remainingInLastSegment: limits.single - units };
  }
  let segments = 1;
  let used = 0;
  for (const width of widths) {
    if (used + width > limits.part) {
      segments += 1;
      used = 0;
    }
    used += width;
  }
  return { encoding, units, segments, remainingInLastSegment: limits.part - used };
}
