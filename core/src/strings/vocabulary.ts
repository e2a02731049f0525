/** The spec's translation types (ProjectStringsType): the vocabulary a project's UI speaks. */
export const TRANSLATION_TYPE_IDS = ['default', 'event', 'school', 'psychoterapy', 'shop'] as const;
export type TranslationTypeId = (typeof TRANSLATION_TYPE_IDS)[number];

export function isTranslationTypeId(value: unknown): value is TranslationTypeId {
  return typeof value === 'string' && (TRANSLATION_TYPE_IDS as readonly string[]).includes(value);
}

export type GrammaticalGender = 'm' | 'f' | 'n';

/** A Polish noun in the forms the UI needs (Polish declines nouns, so one form is never enough). */
export interface NounForms {
  gender: GrammaticalGender;
  /** mianownik l.poj. — "projekt" */
  nominative: string;
  /** dopełniacz l.poj. — "projektu" */
  genitive: string;
  /** celownik l.poj. — "projektowi" */
  dative: string;
  /** biernik l.poj. — "projekt" */
  accusative: string;
  /** narzędnik l.poj. — "projektem" */
  instrumental: string;
  /** miejscownik l.poj. — "projekcie" */
  locative: string;
  /** mianownik l.mn. — "projekty" */
  plural: string;
  /** dopełniacz l.mn. — "projektów" (also the form after numbers ≥ 5) */
  pluralGenitive: string;
}

/**
 * Concepts whose names change with the project type. The spec's lists map onto them:
 * event (participant, event) → participant, project; school (parent, student, teacher, classroom,
 * school year) → customer, participant, employee, group, project; psychoterapy (patient, therapist,
 * therapeutic process) → participant, employee, project; shop (purchase, shop) → participant/purchase,
 * project. `registration` is what a form submission creates (zgłoszenie, zamówienie); `period` is the span
 * a billing or calendar assignment covers (okres, termin, semestr); `purchase` is what is bought.
 */
export const VOCABULARY_NOUNS = [
  'project',
  'participant',
  'customer',
  'registration',
  'employee',
  'group',
  'period',
  'purchase',
] as const;
export type VocabularyNoun = (typeof VOCABULARY_NOUNS)[number];
