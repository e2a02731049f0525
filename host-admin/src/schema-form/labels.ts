import {
  type NounForms,
  PROJECT_DATE_FORMAT_LABELS,
  USER_ROLE_LABELS,
  type VocabularyNoun,
} from '@zapisy/core';

/** Polish labels of enum values the schemas use without labels of their own. */
export const ENUM_VALUE_LABELS: Readonly<Record<string, string>> = {
  ...USER_ROLE_LABELS,
  ...PROJECT_DATE_FORMAT_LABELS,
  auto: 'Automatycznie (równo, od najmniejszej reszty)',
  consecutive: 'Po kolei',
  equal: 'Po równo',
  'first-served': 'Całość na pierwszą należność',
  default: 'Domyślny (projekt, uczestnik)',
  event: 'Wydarzenie',
  school: 'Szkoła',
  psychoterapy: 'Psychoterapia',
  shop: 'Sklep',
  PerOrganization: 'Dla całej organizacji',
  PerEvent: 'Dla każdego projektu osobno',
  Daily: 'Dziennie',
  Monthly: 'Miesięcznie',
  Fixed: 'Stała kwota',
  Manual: 'Ręcznie',
  Quarterly: 'Kwartalnie',
  light: 'Jasny',
  dark: 'Ciemny',
  np: 'np (nie podlega)',
  zw: 'zw (zwolniony)',
  oo: 'oo (odwrotne obciążenie)',
};

/** The default vocabulary's forms of the nouns settings labels use (plugins/translation-types default). */
const DEFAULT_FORMS: Partial<Record<VocabularyNoun, readonly string[]>> = {
  project: ['projekt', 'projektu', 'projektowi', 'projektem', 'projekcie', 'projekty', 'projektów'],
  participant: [
    'uczestnik',
    'uczestnika',
    'uczestnikowi',
    'uczestnikiem',
    'uczestniku',
    'uczestnicy',
    'uczestników',
  ],
  customer: ['klient', 'klienta', 'klientowi', 'klientem', 'kliencie', 'klienci', 'klientów'],
};
const CASES = [
  'nominative',
  'genitive',
  'dative',
  'instrumental',
  'locative',
  'plural',
  'pluralGenitive',
] as const;

/**
 * A label in the project's vocabulary: the default nouns (projekt, uczestnik, klient) in any case become the
 * project's (wydarzenie, uczeń, rodzic …), keeping an upper-case first letter.
 */
export function vocabularize(
  label: string,
  nouns: Readonly<Record<VocabularyNoun, NounForms>> | null | undefined,
): string {
  if (!nouns) return label;
  let out = label;
  for (const [noun, forms] of Object.entries(DEFAULT_FORMS) as [VocabularyNoun, readonly string[]][]) {
    const target = nouns[noun];
    if (!target) continue;
    forms.forEach((form, index) => {
      const replacement = target[CASES[index] as keyof NounForms] as string;
      if (replacement === form) return;
      out = out.replace(
        new RegExp(`(^|[^\\p{L}])(${form})(?![\\p{L}])`, 'giu'),
        (_m, before: string, word: string) => {
          const upper = word[0] !== word[0]?.toLowerCase();
          return before + (upper ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement);
        },
      );
    });
  }
  return out;
}
