import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGE_KEYS } from './message-keys.js';
import {
  buildProjectStrings,
  normalizeProjectStringsOverrides,
  PROJECT_STRING_MAX_LENGTH,
  projectStringsOverridesSchema,
  projectStringsSchema,
  validateProjectStringsOverrides,
} from './project-strings.js';
import { defaultRegistrationMessages } from './registration-messages.js';
import { eventVocabulary } from './vocabularies.fixture.js';
import { VOCABULARY_NOUNS } from './vocabulary.js';

describe('buildProjectStrings', () => {
  it('returns the vocabulary and its default messages without overrides', () => {
    const strings = buildProjectStrings(eventVocabulary);
    expect(strings.translationType).toBe('event');
    expect(strings.label).toBe('Wydarzenie');
    expect(strings.nouns.project.nominative).toBe('wydarzenie');
    expect(strings.messages).toEqual(defaultRegistrationMessages(eventVocabulary));
  });

  it('replaces only given non-empty messages, filling their placeholders', () => {
    const strings = buildProjectStrings(eventVocabulary, {
      completedTitle: 'Do zobaczenia na {project.locative}!',
      completedBody: '',
      question: '   ',
    });
    expect(strings.messages.completedTitle).toBe('Do zobaczenia na wydarzeniu!');
    expect(strings.messages.completedBody).toBe(defaultRegistrationMessages(eventVocabulary).completedBody);
    expect(strings.messages.question).toBe(defaultRegistrationMessages(eventVocabulary).question);
  });
});

describe('normalizeProjectStringsOverrides', () => {
  it('drops empty texts and texts equal to the default', () => {
    const defaults = defaultRegistrationMessages(eventVocabulary);
    expect(
      normalizeProjectStringsOverrides(eventVocabulary, {
        question: defaults.question,
        registrationClosed: 'Zapisy na {project:ten|tę|to} {project.accusative} są zamknięte.',
        payments: '',
        completedTitle: 'Hura!',
      }),
    ).toEqual({ completedTitle: 'Hura!' });
  });
});

describe('validateProjectStringsOverrides', () => {
  it('accepts known keys with strings up to the limit', () => {
    expect(validateProjectStringsOverrides({})).toEqual([]);
    expect(
      validateProjectStringsOverrides({
        question: 'x'.repeat(PROJECT_STRING_MAX_LENGTH),
        completedSurveyBody: '',
      }),
    ).toEqual([]);
  });

  it('lists every problem in Polish', () => {
    const problems = validateProjectStringsOverrides({
      foo: 'a',
      question: 'x'.repeat(PROJECT_STRING_MAX_LENGTH + 1),
      payments: 5,
      completedTitle: '{project.genetive}',
    });
    expect(problems).toEqual([
      'Nieznany komunikat „foo”',
      `Komunikat „question” może mieć najwyżej 5000 znaków (ma ${PROJECT_STRING_MAX_LENGTH + 1})`,
      'Komunikat „payments” musi być tekstem',
      expect.stringMatching(/^Komunikat „completedTitle”: Nieznana forma w \{project\.genetive\}/),
    ]);
  });

  it('rejects a body that is not an object', () => {
    expect(validateProjectStringsOverrides([])).toHaveLength(1);
    expect(validateProjectStringsOverrides(null)).toHaveLength(1);
    expect(validateProjectStringsOverrides('x')).toHaveLength(1);
  });

  it('counts characters as code points, like ajv', () => {
    expect(validateProjectStringsOverrides({ question: '😀'.repeat(PROJECT_STRING_MAX_LENGTH) })).toEqual([]);
  });
});

describe('schemas', () => {
  it('describe every key, with no additional properties', () => {
    expect(Object.keys(projectStringsOverridesSchema.properties)).toEqual([...REGISTRATION_MESSAGE_KEYS]);
    expect(projectStringsOverridesSchema.additionalProperties).toBe(false);
    expect(projectStringsOverridesSchema.properties.question).toEqual({ type: 'string', maxLength: 5000 });
    expect(projectStringsSchema.properties.messages.required).toEqual([...REGISTRATION_MESSAGE_KEYS]);
    expect(projectStringsSchema.properties.nouns.required).toEqual([...VOCABULARY_NOUNS]);
  });
});
