import type { TranslationType } from '../plugins/translation-type.js';
import { findVocabularyPlaceholderProblems, formatVocabulary } from './format-vocabulary.js';
import {
  isRegistrationMessageKey,
  REGISTRATION_MESSAGE_KEYS,
  type RegistrationMessageKey,
} from './message-keys.js';
import { defaultRegistrationMessages } from './registration-messages.js';
import {
  type NounForms,
  TRANSLATION_TYPE_IDS,
  type TranslationTypeId,
  VOCABULARY_NOUNS,
  type VocabularyNoun,
} from './vocabulary.js';

/**
 * What `GET /strings/{id}` answers: the project's vocabulary and its registration-flow messages, with the
 * project's own overrides applied and every vocabulary placeholder filled.
 */
export interface ProjectStrings {
  translationType: TranslationTypeId;
  /** Polish name of the vocabulary, e.g. 'Wydarzenie'. */
  label: string;
  nouns: Record<VocabularyNoun, NounForms>;
  messages: Record<RegistrationMessageKey, string>;
}

/** A project's own texts (the body of `POST /strings/{id}`); a missing or empty key means the default. */
export type ProjectStringsOverrides = Partial<Record<RegistrationMessageKey, string>>;

/** Longest accepted message, in characters. */
export const PROJECT_STRING_MAX_LENGTH = 5000;

/**
 * The project's strings for a vocabulary: defaults written from the vocabulary, replaced by the given
 * non-empty overrides. Overrides may use the same placeholders as the defaults (see `formatVocabulary`).
 */
export function buildProjectStrings(
  type: TranslationType,
  overrides: ProjectStringsOverrides = {},
): ProjectStrings {
  const messages = defaultRegistrationMessages(type);
  for (const key of REGISTRATION_MESSAGE_KEYS) {
    const own = overrides[key];
    if (typeof own === 'string' && own.trim() !== '') messages[key] = formatVocabulary(own, type.nouns);
  }
  return { translationType: type.id, label: type.label, nouns: type.nouns, messages };
}

/**
 * The overrides worth storing: known keys with non-empty text that differs from what the vocabulary would
 * show anyway, so saving an untouched form does not freeze today's defaults into the project.
 */
export function normalizeProjectStringsOverrides(
  type: TranslationType,
  overrides: ProjectStringsOverrides,
): ProjectStringsOverrides {
  const defaults = defaultRegistrationMessages(type);
  const kept: ProjectStringsOverrides = {};
  for (const key of REGISTRATION_MESSAGE_KEYS) {
    const own = overrides[key];
    if (typeof own !== 'string' || own.trim() === '') continue;
    if (own === defaults[key] || formatVocabulary(own, type.nouns) === defaults[key]) continue;
    kept[key] = own;
  }
  return kept;
}

/**
 * Polish problems with a `POST /strings/{id}` body; empty when it is valid. Checks the same things as
 * `projectStringsOverridesSchema` (an object, known keys, strings of at most 5000 characters, counted in
 * code points as ajv does) plus mistyped vocabulary placeholders.
 */
export function validateProjectStringsOverrides(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return ['Treść musi być obiektem z komunikatami (klucz → tekst)'];
  }
  const problems: string[] = [];
  for (const [key, text] of Object.entries(value)) {
    if (!isRegistrationMessageKey(key)) {
      problems.push(`Nieznany komunikat „${key}”`);
      continue;
    }
    if (typeof text !== 'string') {
      problems.push(`Komunikat „${key}” musi być tekstem`);
      continue;
    }
    const length = [...text].length;
    if (length > PROJECT_STRING_MAX_LENGTH) {
      problems.push(
        `Komunikat „${key}” może mieć najwyżej ${PROJECT_STRING_MAX_LENGTH} znaków (ma ${length})`,
      );
    }
    for (const problem of findVocabularyPlaceholderProblems(text))
      problems.push(`Komunikat „${key}”: ${problem}`);
  }
  return problems;
}

const messageProperties = (extra: object) =>
  Object.fromEntries(REGISTRATION_MESSAGE_KEYS.map((key) => [key, { type: 'string', ...extra }])) as Record<
    RegistrationMessageKey,
    { type: 'string' }
  >;

/** JSON Schema of `ProjectStringsOverrides`, the body of `POST /strings/{id}`. */
export const projectStringsOverridesSchema = {
  title: 'ProjectStringsOverrides',
  type: 'object',
  description: `Własne teksty projektu; brak klucza lub pusty tekst oznacza tekst domyślny. Maksymalnie ${PROJECT_STRING_MAX_LENGTH} znaków.`,
  properties: messageProperties({ maxLength: PROJECT_STRING_MAX_LENGTH }),
  additionalProperties: false,
} as const;

const nounFormsSchema = {
  type: 'object',
  properties: {
    gender: { type: 'string', enum: ['m', 'f', 'n'] },
    nominative: { type: 'string' },
    genitive: { type: 'string' },
    dative: { type: 'string' },
    accusative: { type: 'string' },
    instrumental: { type: 'string' },
    locative: { type: 'string' },
    plural: { type: 'string' },
    pluralGenitive: { type: 'string' },
  },
  required: [
    'gender',
    'nominative',
    'genitive',
    'dative',
    'accusative',
    'instrumental',
    'locative',
    'plural',
    'pluralGenitive',
  ],
  additionalProperties: false,
} as const satisfies {
  type: 'object';
  properties: Record<keyof NounForms, object>;
  required: readonly (keyof NounForms)[];
  additionalProperties: false;
};

/** JSON Schema of `ProjectStrings` (responses of the strings endpoints). */
export const projectStringsSchema = {
  title: 'ProjectStrings',
  type: 'object',
  properties: {
    translationType: { type: 'string', enum: [...TRANSLATION_TYPE_IDS] },
    label: { type: 'string' },
    nouns: {
      type: 'object',
      properties: Object.fromEntries(VOCABULARY_NOUNS.map((noun) => [noun, nounFormsSchema])),
      required: [...VOCABULARY_NOUNS],
      additionalProperties: false,
    },
    messages: {
      type: 'object',
      properties: messageProperties({}),
      required: [...REGISTRATION_MESSAGE_KEYS],
      additionalProperties: false,
    },
  },
  required: ['translationType', 'label', 'nouns', 'messages'],
  additionalProperties: false,
} as const;
