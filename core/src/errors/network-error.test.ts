import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { NetworkError, serializeErrorCause } from './network-error.js';

describe('NetworkError — spec §8 "No response: generic error with the serialised cause"', () => {
  it("carries the serialised cause in its message: 'Brak odpowiedzi serwera: …'", () => {
    const cause = new TypeError('Failed to fetch');
    const error = new NetworkError(cause);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe('Brak odpowiedzi serwera: TypeError: Failed to fetch');
    expect(error.serializedCause).toBe('TypeError: Failed to fetch');
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('NetworkError');
  });

  it.each([
    [new Error(''), 'Error'],
    ['timeout', 'timeout'],
    [{ code: 'ECONNRESET' }, '{"code":"ECONNRESET"}'],
    [undefined, 'undefined'],
    [null, 'null'],
    [42, '42'],
    [10n, '10'],
    [Symbol('s'), 'Symbol(s)'],
  ])('serializeErrorCause(%s) → %s', (cause, expected) => {
    expect(serializeErrorCause(cause)).toBe(expected);
  });

  it('a cyclic cause falls back to String()', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(serializeErrorCause(cyclic)).toBe('[object Object]');
  });
});
