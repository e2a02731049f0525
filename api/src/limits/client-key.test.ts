import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key.js';

describe('clientKeyOf', () => {
  it('counts an IPv4 address as itself, also when mapped into IPv6', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203-0-113-7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203-0-113-7');
  });

  it('"an IPv6 address counts by its /64": two addresses of one subscriber share a key', () => {
    const a = clientKeyOf('2001:db8:abcd:12:1::1');
    expect(a).toBe('2001_db8_abcd_12__64');
    expect(clientKeyOf('2001:0db8:abcd:0012:ffff:1:2:3')).toBe(a);
    expect(clientKeyOf('2001:db8:abcd:13::1')).not.toBe(a);
    expect(clientKeyOf('::1')).toBe('0_0_0_0__64');
  });

  it('makes a key that is a safe field name (no dots, no dollar)', () => {
    for (const ip of ['10.0.0.1', 'fe80::1%eth0', 'unknown', '$where']) {
      expect(clientKeyOf(ip)).toMatch(/^[0-9a-z_-]+$/);
    }
  });
});
