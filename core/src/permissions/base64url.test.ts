import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { decodeBase64Url, decodeUtf8 } from './base64url.js';

describe('decodeBase64Url', () => {
  it.each([
    ['', ''],
    ['Zg', 'f'],
    ['Zm8', 'fo'],
    ['Zm9v', 'foo'],
    ['Zm9vYg', 'foob'],
    ['Zm9vYg==', 'foob'],
    ['Zm9vYmE=', 'fooba'],
    ['Zm9vYmFy', 'foobar'],
  ])('RFC 4648 vector %j → %j', (text, expected) => {
    expect(Buffer.from(decodeBase64Url(text)).toString('latin1')).toBe(expected);
  });

  it('decodes every byte sequence as Node does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = Buffer.from(bytes).toString('base64url');
        expect([...decodeBase64Url(text)]).toEqual([...bytes]);
      }),
    );
  });

  it.each(['Z', 'Zm9vY', 'Zm9vYmFyZ', 'Z==='])(
    '"Base64URL of invalid length throws an invalid-string error": %j',
    (text) => {
      expect(() => decodeBase64Url(text)).toThrow(ValidationError);
      expect(() => decodeBase64Url(text)).toThrow('Nieprawidłowy tekst Base64URL');
    },
  );

  it.each(['Zm+v', 'Zm/v', 'Zm v', 'Zmąv'])('a character outside the alphabet throws: %j', (text) => {
    expect(() => decodeBase64Url(text)).toThrow('Nieprawidłowy tekst Base64URL (niedozwolony znak)');
  });
});

describe('decodeUtf8', () => {
  it('decodes Polish text', () => {
    expect(decodeUtf8(new Uint8Array(Buffer.from('Zażółć gęślą jaźń', 'utf8')))).toBe('Zażółć gęślą jaźń');
  });

  it('rejects bytes that are not UTF-8', () => {
    expect(() => decodeUtf8(new Uint8Array([0xc3, 0x28]))).toThrow('Tekst nie jest poprawnym UTF-8');
  });

  it('round-trips any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeUtf8(new Uint8Array(Buffer.from(text, 'utf8')))).toBe(text);
      }),
    );
  });
});
