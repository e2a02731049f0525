import { describe, expect, it } from 'vitest';
import { polishValidationMessage } from './polish-message.js';

const message = (keyword: string, params: Record<string, unknown> = {}) =>
  polishValidationMessage({ keyword, instancePath: '/x', params });

describe('polishValidationMessage', () => {
  it('says an empty required text is required (minLength 1), not "too short"', () => {
    expect(message('minLength', { limit: 1 })).toBe('pole jest wymagane');
    expect(message('minLength', { limit: 3 })).toBe('za krótkie (minimum 3 znaki)');
    expect(message('maxLength', { limit: 5 })).toBe('za długie (maksimum 5 znaków)');
  });

  it('names formats and types in Polish', () => {
    expect(message('format', { format: 'email' })).toBe('nieprawidłowy adres e-mail');
    expect(message('type', { type: 'boolean' })).toBe('nieprawidłowy typ (oczekiwano: tak/nie)');
  });

  it("falls back to ajv-i18n's Polish for keywords without our own wording", () => {
    expect(message('additionalItems', { limit: 5 })).toBe('nie powinien mieć więcej niż 5 elementów');
  });
});
