import { describe, expect, it } from 'vitest';
import { allowedOrigin, safeReturnPath } from './origin.js';

const config = { publicUrl: 'https://zapisy.example.pl', baseDomain: 'zapisy.example.pl' };

describe('allowedOrigin: "origin must be one of ours, else the public URL"', () => {
  it.each([
    ['https://zapisy.example.pl', 'https://zapisy.example.pl'],
    ['https://demo.zapisy.example.pl', 'https://demo.zapisy.example.pl'],
    ['https://demo.zapisy.example.pl/admin/x?y=1', 'https://demo.zapisy.example.pl'],
    ['demo.zapisy.example.pl', 'https://demo.zapisy.example.pl'],
    ['https://www.zapisy.example.pl', 'https://www.zapisy.example.pl'],
  ])('%s → %s', (raw, expected) => {
    expect(allowedOrigin(config, raw)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'https://evil.example',
    'https://zapisy.example.pl.evil.example',
    'https://evilzapisy.example.pl',
    'http://demo.zapisy.example.pl',
    'https://demo.zapisy.example.pl:8443',
    'https://a.b.zapisy.example.pl',
    'https://user:pw@demo.zapisy.example.pl',
    'javascript:alert(1)',
    '%%%',
  ])('%s → the public URL', (raw) => {
    expect(allowedOrigin(config, raw)).toBe('https://zapisy.example.pl');
  });

  it('a public URL on another host than the base domain is ours too', () => {
    const split = { publicUrl: 'http://localhost:3000', baseDomain: 'zapisy.test' };
    expect(allowedOrigin(split, 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(allowedOrigin(split, 'http://demo.zapisy.test:3000')).toBe('http://demo.zapisy.test:3000');
  });
});

describe('safeReturnPath', () => {
  it('keeps admin and account paths, drops other sites and log-in loops', () => {
    expect(safeReturnPath('/admin/ustawienia/projekt?x=1')).toBe('/admin/ustawienia/projekt?x=1');
    expect(safeReturnPath('/glowne/edytuj-uzytkownika')).toBe('/glowne/edytuj-uzytkownika');
    for (const bad of [
      undefined,
      '',
      '//evil.example',
      'https://evil.example/admin',
      '/\\evil',
      '/inne',
      '/glowne/zaloguj',
      '/glowne/zalogowano',
    ]) {
      expect(safeReturnPath(bad)).toBeUndefined();
    }
  });
});
