import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorsByFieldPath } from './use-schema-hook-form.js';

describe('react-hook-form errors for SchemaForm', () => {
  it("nested errors become the drawn form's 'a.b.c' paths, one message each", () => {
    const errors = {
      name: { type: 'minLength', message: 'za krótkie (minimum 1 znak)' },
      integrations: {
        accounts: {
          'example-journal': {
            entryPrefix: { type: 'maxLength', message: 'za długie (maksimum 40 znaków)' },
          },
        },
      },
    } as unknown as FieldErrors;
    expect(errorsByFieldPath(errors)).toEqual({
      name: ['za krótkie (minimum 1 znak)'],
      'integrations.accounts.example-journal.entryPrefix': ['za długie (maksimum 40 znaków)'],
    });
  });
});
