import { describe, expect, it } from 'vitest';
import { isKsefNumber, ksefNumberChecksum } from './ksef-number.js';

const OFFICIAL_EXAMPLE = '5265877635-20250826-0100001AF629-AF';

describe('KSeF number — "35 characters: NIP-RRRRMMDD-12 hex-CRC-8 (polynomial 0x07, initial 0x00)"', () => {
  it("computes the check characters of the Ministry's documented example", () => {
    expect(ksefNumberChecksum('5265877635-20250826-0100001AF629')).toBe('AF');
  });

  it('pads a checksum below 0x10 to two characters', () => {
    expect(ksefNumberChecksum('')).toBe('00');
    expect(ksefNumberChecksum('\u0001')).toBe('07');
  });

  it.each([
    [OFFICIAL_EXAMPLE, true, 'the documented example'],
    ['5265877635-20250826-0100001AF629-AE', false, 'a wrong check character'],
    ['5265877635-20250826-0100001AF628-AF', false, 'a changed technical part'],
    ['5265877635-20250826-0100001af629-AF', false, 'lower-case hex'],
    ['5265877635-20250826-0100001AF629AF', false, '34 characters: the last dash missing'],
    [' 5265877635-20250826-0100001AF629-AF', false, 'a leading space'],
    ['526587763-20250826-0100001AF6290-AF', false, 'a 9-digit NIP'],
    ['5265877635-2025082-60100001AF629-AF', false, 'a 7-digit date'],
    ['5265877635-20250826-0100001AF62G-AF', false, 'a non-hex character'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (value, expected) => {
    expect(isKsefNumber(value)).toBe(expected);
  });

  it('every generated technical part with its own checksum is valid', () => {
    for (const technical of ['000000000000', 'FFFFFFFFFFFF', '0123456789AB', 'A1B2C3D4E5F6']) {
      const data = `1234563218-20260401-${technical}`;
      expect(isKsefNumber(`${data}-${ksefNumberChecksum(data)}`)).toBe(true);
    }
  });

  it.each([[null], [undefined], [42], [{}]])('non-string %j → false', (value) => {
    expect(isKsefNumber(value)).toBe(false);
  });
});
