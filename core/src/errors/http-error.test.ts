import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { HttpError } from './http-error.js';
import { ServiceUnavailableError } from './service-unavailable-error.js';

describe('HttpError — spec §8 "HTTP error with status, path and server message"', () => {
  it('keeps status, path, message, code and list', () => {
    const error = new HttpError({
      status: 502,
      path: '/env',
      message: 'Bad gateway',
      code: 'UPSTREAM',
      errors: ['a'],
    });
    expect(error).toBeInstanceOf(AppError);
    expect([error.status, error.path, error.message, error.code, error.errors]).toEqual([
      502,
      '/env',
      'Bad gateway',
      'UPSTREAM',
      ['a'],
    ]);
  });

  it("defaults: message 'Błąd HTTP <status> (<path>)', code HTTP_<status>, no list", () => {
    const error = new HttpError({ status: 418, path: '/x' });
    expect(error.message).toBe('Błąd HTTP 418 (/x)');
    expect(error.code).toBe('HTTP_418');
    expect(error.errors).toEqual([]);
  });
});

describe('ServiceUnavailableError — spec §8 HTML response "becomes a 503"', () => {
  it('503, SERVICE_UNAVAILABLE, the unavailable message unless given', () => {
    const error = new ServiceUnavailableError('/env');
    expect([error.status, error.code, error.path]).toEqual([503, 'SERVICE_UNAVAILABLE', '/env']);
    expect(error.message).toBe('Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.');
    expect(new ServiceUnavailableError('/env', 'Przerwa techniczna').message).toBe('Przerwa techniczna');
  });
});
