import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import { decodeTokenPayload, isTokenValid, tokenRemainingSeconds } from './token.js';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const header = encode({ alg: 'HS256', typ: 'JWT' });
const tokenOf = (payload: unknown) => `${header}.${encode(payload)}.c2lnbmF0dXJl`;

const now = new Date('2025-06-15T12:00:00.000Z');
const nowSeconds = now.getTime() / 1000;

describe('decodeTokenPayload', () => {
  it('decodes the claims, UTF-8 included', () => {
    const claims = { sub: 'u1', role: 'admin', name: 'Łukasz Żółć', exp: nowSeconds + 60 };
    expect(decodeTokenPayload(tokenOf(claims))).toEqual(claims);
  });

  it('decodes any object of claims', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (claims) => {
        expect(decodeTokenPayload(tokenOf(claims))).toEqual(JSON.parse(JSON.stringify(claims)));
      }),
    );
  });

  it.each([
    ['', 'empty'],
    ['abc', 'one part'],
    [`${header}.${encode({})}`, 'two parts'],
    [`${header}.${encode({})}.sig.extra`, 'four parts'],
    [`.${encode({})}.sig`, 'empty header'],
    [`${header}..sig`, 'empty payload'],
    [`${header}.${encode({})}.`, 'empty signature'],
    [null as unknown as string, 'not a string'],
  ])(
    'spec §8 "JWT without three parts throws \'must contain header, payload, and signature\'": %j (%s)',
    (token) => {
      expect(() => decodeTokenPayload(token)).toThrow(ValidationError);
      expect(() => decodeTokenPayload(token)).toThrow(
        'Token JWT musi zawierać nagłówek, treść i podpis (header, payload, signature)',
      );
    },
  );

  it.each([
    [`${header}.Z.sig`, 'Nieprawidłowy tekst Base64URL', 'Base64URL of invalid length'],
    [`${header}.e30+.sig`, 'Nieprawidłowy tekst Base64URL', 'a non-Base64URL character'],
    [`${header}.${Buffer.from('not json').toString('base64url')}.sig`, 'nie jest poprawnym JSON', 'not JSON'],
    [`${header}.${Buffer.from([0xc3, 0x28]).toString('base64url')}.sig`, 'UTF-8', 'not UTF-8'],
    [tokenOf([1, 2]), 'musi być obiektem JSON', 'an array'],
    [tokenOf(null), 'musi być obiektem JSON', 'null'],
    [tokenOf('text'), 'musi być obiektem JSON', 'a string'],
  ])('%s throws ValidationError containing %j (%s)', (token, message) => {
    expect(() => decodeTokenPayload(token)).toThrow(ValidationError);
    expect(() => decodeTokenPayload(token)).toThrow(message);
  });
});

describe('tokenRemainingSeconds — spec §5 "Remaining time is exp minus now in seconds, or -1 if exp is absent"', () => {
  it.each([
    [nowSeconds + 3600, 3600],
    [nowSeconds + 1, 1],
    [nowSeconds, 0],
    [nowSeconds - 10, -10],
    [0, -nowSeconds],
  ])('exp %i → %i', (exp, expected) => {
    expect(tokenRemainingSeconds({ exp }, now)).toBe(expected);
  });

  it('-1 if exp is absent', () => {
    expect(tokenRemainingSeconds({}, now)).toBe(-1);
    expect(tokenRemainingSeconds({ exp: null }, now)).toBe(-1);
  });

  it('now counts in whole seconds, rounded down', () => {
    expect(tokenRemainingSeconds({ exp: nowSeconds + 1 }, new Date(now.getTime() + 999))).toBe(1);
    expect(tokenRemainingSeconds({ exp: nowSeconds + 1 }, new Date(now.getTime() + 1000))).toBe(0);
  });

  it.each([['1750000000'], [Number.NaN], [Number.POSITIVE_INFINITY], [{}]])(
    'exp %j throws ValidationError',
    (exp) => {
      expect(() => tokenRemainingSeconds({ exp }, now)).toThrow('Nieprawidłowe pole exp tokenu');
    },
  );

  it('an invalid now throws ValidationError', () => {
    expect(() => tokenRemainingSeconds({ exp: 1 }, new Date('x'))).toThrow('Nieprawidłowa data bieżąca');
  });
});

describe('isTokenValid — spec §5 "A token is valid when its remaining time to live is above 0"', () => {
  it.each([
    [{ exp: nowSeconds + 3600 }, true, 'an hour left'],
    [{ exp: nowSeconds + 1 }, true, '1 s left'],
    [{ exp: nowSeconds }, false, 'exactly 0 left'],
    [{ exp: nowSeconds - 1 }, false, 'expired'],
    [{ sub: 'u1' }, false, 'no exp: -1'],
    [{ exp: 'soon' }, false, 'exp not a number'],
  ])('%j → %s (%s)', (payload, expected, _case) => {
    expect(isTokenValid(tokenOf(payload), now)).toBe(expected);
  });

  it.each([[''], ['a.b'], ['a.Z.c'], [null], [undefined], [42]])(
    'an undecodable token %j is not valid',
    (token) => {
      expect(isTokenValid(token, now)).toBe(false);
    },
  );

  it('an invalid now throws ValidationError', () => {
    expect(() => isTokenValid(tokenOf({ exp: 1 }), new Date(Number.NaN))).toThrow(ValidationError);
  });
});
