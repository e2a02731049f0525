/** NIP (10 digits) - date YYYYMMDD - 12 hex characters - CRC-8 (2 hex characters), upper case: 35 characters. */
const KSEF_NUMBER = /^(\d{10}-\d{8}-[0-9A-F]{12})-([0-9A-F]{2})$/;

/**
 * The check characters of a KSeF number: CRC-8 (polynomial 0x07, initial value 0x00) over the first 32
 * characters, as two upper-case hex digits (KSeF 2.0 "Numer KSeF – struktura i walidacja").
 */
export function ksefNumberChecksum(data: string): string {
  let crc = 0;
  for (let i = 0; i < data.length; i++) {
    crc ^= data.charCodeAt(i) & 0xff;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc.toString(16).toUpperCase().padStart(2, '0');
}

/** Whether a value is a KSeF number with the right shape and check characters (no spaces, upper case). */
export function isKsefNumber(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = KSEF_NUMBER.exec(value);
  return match !== null && ksefNumberChecksum(match[1] ?? '') === match[2];
}
