import { describe, expect, it } from 'vitest';
import {
  AppError,
  BusinessError,
  ForbiddenError,
  NotFoundError,
  TimeoutError,
  ValidationError,
} from './index.js';

describe('error catalogue (spec §8)', () => {
  it("validation error: HTTP 400, default message 'Wystąpiły błędy walidacji'", () => {
    const error = new ValidationError();
    expect(error.status).toBe(400);
    expect(error.message).toBe('Wystąpiły błędy walidacji');
    expect(error.errors).toEqual([]);
  });

  it("validation error carries a message and a list joined by '; '", () => {
    const error = new ValidationError(['pole amount jest wymagane', 'pole eventId jest wymagane']);
    expect(error.message).toBe('pole amount jest wymagane; pole eventId jest wymagane');
    expect(error.errors).toHaveLength(2);
    expect(new ValidationError(['a'], 'Popraw formularz').message).toBe('Popraw formularz');
  });

  it("business error: HTTP 409, default 'Wystąpiły błędy podczas wykonywania operacji'", () => {
    const error = new BusinessError();
    expect(error.status).toBe(409);
    expect(error.message).toBe('Wystąpiły błędy podczas wykonywania operacji');
    expect(new BusinessError('Brak miejsc', 'NO_PLACES').code).toBe('NO_PLACES');
  });

  it('forbidden 403, not found 404, timeout 504; all are AppErrors with their class name', () => {
    expect(new ForbiddenError().status).toBe(403);
    expect(new NotFoundError().status).toBe(404);
    const timeout = new TimeoutError();
    expect(timeout.status).toBe(504);
    expect(timeout.message).toBe('Operacja trwała zbyt długo i została przerwana. Spróbuj ponownie.');
    expect(timeout).toBeInstanceOf(AppError);
    expect(timeout.name).toBe('TimeoutError');
  });
});
