import {
  BusinessError,
  ForbiddenError,
  HttpError,
  NetworkError,
  TimeoutError,
  ValidationError,
} from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { shouldRetryRead } from './retry-policy.js';

describe('shouldRetryRead', () => {
  it('retries a read that met no answer twice, then gives up', () => {
    const offline = new NetworkError(new TypeError('Failed to fetch'));
    expect([0, 1, 2].map((count) => shouldRetryRead(count, offline))).toEqual([true, true, false]);
  });

  it('never retries an answer: 400, 403, 409, 503, 504', () => {
    for (const error of [
      new ValidationError(['body.a: pole jest wymagane']),
      new ForbiddenError('Brak dostępu'),
      new BusinessError('Miejsca się skończyły'),
      new HttpError({ status: 503, path: '/x' }),
      new TimeoutError(),
    ]) {
      expect(shouldRetryRead(0, error)).toBe(false);
    }
  });
});
