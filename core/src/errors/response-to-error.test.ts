import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { BusinessError, ForbiddenError, TimeoutError, ValidationError } from './errors.js';
import { HttpError } from './http-error.js';
import { ErrorMessages } from './messages.js';
import { responseToError } from './response-to-error.js';
import { ServiceUnavailableError } from './service-unavailable-error.js';

const path = '/project/abc';
/** Our server's error body. */
const serverBody = (status: number, message: string, errors: string[] = [], code = 'X') => ({
  status,
  code,
  message,
  errors,
  requestId: 'req-1',
});

describe('responseToError — spec §8 "Mapping of responses to errors"', () => {
  describe('"An HTML response (content type html, or body starting with a doctype or html tag) becomes a 503"', () => {
    it.each([
      ['text/html; charset=utf-8', '<p>Bad gateway</p>', 'content type html'],
      ['TEXT/HTML', '', 'content type, any case'],
      [undefined, '<!DOCTYPE html><html><body>502</body></html>', 'doctype'],
      [undefined, '<!doctype HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">', 'an old doctype'],
      ['application/json', '  \n<html lang="pl"><body>x</body></html>', 'html tag after whitespace'],
      [null, '<HTML>', 'upper-case html tag'],
      ['application/xhtml+xml', { message: 'x' }, 'xhtml content type'],
    ])('%s, %j → 503 (%s)', (contentType, body, _case) => {
      for (const status of [200, 400, 403, 409, 500, 502]) {
        const error = responseToError({ status, path, contentType, body });
        expect(error).toBeInstanceOf(ServiceUnavailableError);
        expect(error.status).toBe(503);
        expect(error.message).toBe(ErrorMessages.unavailable);
        expect(error.message).toBe('Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.');
        expect((error as ServiceUnavailableError).path).toBe(path);
      }
    });

    it.each([
      ['<htmlish>', 'a tag that only starts with html'],
      ['x <html>', 'html later in the body'],
      ['<div>', 'another tag'],
    ])('%j is not HTML (%s)', (body) => {
      expect(responseToError({ status: 500, path, body })).toBeInstanceOf(HttpError);
    });
  });

  describe('"400 and 401: validation error carrying the response body"', () => {
    it.each([400, 401])('%i with our error body → ValidationError with its list and message', (status) => {
      const body = serverBody(
        400,
        'Wystąpiły błędy walidacji',
        ['body.email: pole jest wymagane', 'x'],
        'VALIDATION',
      );
      const error = responseToError({ status, path, contentType: 'application/json', body });
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.status).toBe(400);
      expect(error.errors).toEqual(['body.email: pole jest wymagane', 'x']);
      expect(error.message).toBe('Wystąpiły błędy walidacji');
    });

    it("without a server message the list is joined by '; '", () => {
      const error = responseToError({ status: 400, path, body: { errors: ['a', 'b'] } });
      expect(error.message).toBe('a; b');
    });

    it("with neither list nor message: 'Wystąpiły błędy walidacji'", () => {
      for (const body of [undefined, null, '', {}, [], 42, { errors: 'not a list' }]) {
        const error = responseToError({ status: 400, path, body });
        expect(error.message).toBe('Wystąpiły błędy walidacji');
        expect(error.errors).toEqual([]);
      }
    });

    it('a message with no list becomes the only item (401 from the server has errors: [])', () => {
      const error = responseToError({ status: 401, path, body: serverBody(401, 'Brak autoryzacji') });
      expect(error.errors).toEqual(['Brak autoryzacji']);
      expect(error.message).toBe('Brak autoryzacji');
    });

    it('list items: strings and objects with a message are kept, blanks and others dropped', () => {
      const body = { errors: ['a', '  ', { message: 'b' }, { field: 'c' }, 7, null] };
      expect(responseToError({ status: 400, path, body }).errors).toEqual(['a', 'b']);
    });

    it('body text that is JSON is parsed; other text is the message', () => {
      const json = JSON.stringify(serverBody(400, 'Błąd', ['x']));
      expect(responseToError({ status: 400, path, body: json }).errors).toEqual(['x']);
      const text = responseToError({ status: 400, path, body: ' Zły format daty ' });
      expect(text.message).toBe('Zły format daty');
      expect(text.errors).toEqual(['Zły format daty']);
      const broken = responseToError({ status: 400, path, body: '{not json' });
      expect(broken.message).toBe('{not json');
    });
  });

  describe('"403: forbidden error with the message Forbidden plus path and server message"', () => {
    it('server message', () => {
      const error = responseToError({
        status: 403,
        path,
        body: serverBody(403, 'Brak uprawnień do projektu'),
      });
      expect(error).toBeInstanceOf(ForbiddenError);
      expect(error.status).toBe(403);
      expect(error.message).toBe('Forbidden /project/abc: Brak uprawnień do projektu');
    });

    it('"The default access-denied text means no access": Brak dostępu', () => {
      expect(responseToError({ status: 403, path, body: '' }).message).toBe(
        'Forbidden /project/abc: Brak dostępu',
      );
    });
  });

  describe('"409: business error with the server message (default \'Wystąpiły błędy podczas wykonywania operacji\')"', () => {
    it('server message and code', () => {
      const error = responseToError({
        status: 409,
        path,
        body: serverBody(409, 'Brak miejsc', [], 'NO_PLACES'),
      });
      expect(error).toBeInstanceOf(BusinessError);
      expect(error.status).toBe(409);
      expect(error.message).toBe('Brak miejsc');
      expect(error.code).toBe('NO_PLACES');
    });

    it('default message and code', () => {
      const error = responseToError({ status: 409, path, body: { message: '   ', code: '' } });
      expect(error.message).toBe('Wystąpiły błędy podczas wykonywania operacji');
      expect(error.code).toBe('BUSINESS');
    });
  });

  describe('"504: business error, the operation timed out, try again"', () => {
    it.each([
      [serverBody(504, 'x'), 'application/json'],
      ['<html><body>504 Gateway Time-out</body></html>', 'text/html'],
      [undefined, undefined],
    ])('%j → TimeoutError (a gateway page too)', (body, contentType) => {
      const error = responseToError({ status: 504, path, contentType, body });
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error.status).toBe(504);
      expect(error.message).toBe('Operacja trwała zbyt długo i została przerwana. Spróbuj ponownie.');
    });
  });

  describe('"Other statuses: HTTP error with status, path and server message"', () => {
    it.each([404, 413, 429, 500, 502, 503, 200, 302])('%i → HttpError', (status) => {
      const error = responseToError({
        status,
        path,
        body: serverBody(status, 'Wiadomość serwera', ['a'], 'SOME'),
      });
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toBeInstanceOf(AppError);
      expect(error.status).toBe(status);
      expect((error as HttpError).path).toBe(path);
      expect(error.message).toBe('Wiadomość serwera');
      expect(error.code).toBe('SOME');
      expect(error.errors).toEqual(['a']);
      expect(error.name).toBe('HttpError');
    });

    it('without a server message: "Błąd HTTP <status> (<path>)", code HTTP_<status>', () => {
      const error = responseToError({ status: 500, path, body: undefined });
      expect(error.message).toBe('Błąd HTTP 500 (/project/abc)');
      expect(error.code).toBe('HTTP_500');
    });

    it('a long text body is cut to 500 characters', () => {
      const error = responseToError({ status: 500, path, body: 'x'.repeat(2000) });
      expect(error.message).toBe(`${'x'.repeat(500)}…`);
    });
  });

  it.each([
    [0, path],
    [99, path],
    [600, path],
    [400.5, path],
    [Number.NaN, path],
    ['400' as unknown as number, path],
  ])('status %j throws ValidationError', (status, p) => {
    expect(() => responseToError({ status, path: p })).toThrow(ValidationError);
    expect(() => responseToError({ status, path: p })).toThrow('Nieprawidłowy status HTTP');
  });

  it('a path that is not a string throws ValidationError', () => {
    expect(() => responseToError({ status: 400, path: undefined as unknown as string })).toThrow(
      'Ścieżka żądania musi być tekstem',
    );
  });
});
