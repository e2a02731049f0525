import { BusinessError, ValidationError } from '@zapisy/core';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { placeServerErrors } from './server-field-errors.js';

const TAKEN = 'Projekt o podanej domenie już istnieje. Znajdź unikalną, nową domenę.';

describe('placeServerErrors', () => {
  it("spec §5 'Server validation errors arrive as a list': a line naming a field goes under it, the rest stays listed", () => {
    const setError = vi.fn() as unknown as UseFormSetError<FieldValues>;
    const error = new ValidationError(['body.event.name: pole jest wymagane', 'coś innego']);
    expect(placeServerErrors(error, new Set(['event.name']), setError)).toEqual(['coś innego']);
    expect(setError).toHaveBeenCalledWith(
      'event.name',
      { type: 'server', message: 'pole jest wymagane' },
      { shouldFocus: true },
    );
  });

  it('a schema-drawn form takes every path below its sections; a spec message without a path goes to its field', () => {
    const setError = vi.fn() as unknown as UseFormSetError<FieldValues>;
    const error = new ValidationError(['body.payments.daysLate: musi być >= 0', TAKEN, 'body.other: x']);
    const rest = placeServerErrors(
      error,
      (path) => path.startsWith('payments.') || path === 'event.domainName',
      setError,
      {
        fieldOfLine: (line) => (line === TAKEN ? 'event.domainName' : undefined),
      },
    );
    expect(rest).toEqual(['body.other: x']);
    expect(setError).toHaveBeenCalledWith(
      'event.domainName',
      { type: 'server', message: TAKEN },
      { shouldFocus: false },
    );
  });

  it('a business refusal stays in the list; other errors are left to the client handling', () => {
    const setError = vi.fn() as unknown as UseFormSetError<FieldValues>;
    expect(placeServerErrors(new BusinessError('Nie można'), new Set(), setError)).toEqual(['Nie można']);
    expect(placeServerErrors(new Error('x'), new Set(), setError)).toBeNull();
  });
});
