import { ValidationError } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { messageProblems } from './message-problems.js';

describe('messageProblems', () => {
  it('puts each refused message under its field, worded without the internal key', () => {
    const error = new ValidationError([
      'Komunikat „registrationTitle” może mieć najwyżej 5000 znaków (ma 5003)',
      'Komunikat „question”: nieznany znacznik {foo}',
      'Nieznany komunikat „other”',
    ]);
    expect(messageProblems(error, new Set(['registrationTitle', 'question']))).toEqual({
      fields: [
        { key: 'registrationTitle', message: 'Może mieć najwyżej 5000 znaków (ma 5003)' },
        { key: 'question', message: 'Nieznany znacznik {foo}' },
      ],
      rest: ['Nieznany komunikat „other”'],
    });
  });
});
