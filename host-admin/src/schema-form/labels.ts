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

/** Pronouns before a noun that agree with it but do not end like adjectives. */
const PRONOUNS: Readonly<Record<string, Readonly<Record<'f' | 'n', string>>>> = {
  twój: { f: 'twoja', n: 'twoje' },
  mój: { f: 'moja', n: 'moje' },
  ten: { f: 'ta', n: 'to' },
};

const withCaseOf = (word: string, text: string) =>
  word[0] !== word[0]?.toLowerCase() ? text[0]!.toUpperCase() + text.slice(1) : text;

/** 'Nowy' → 'Nowa'/'Nowe', 'ostatni' → 'ostatnia'/'ostatnie', 'drugi' → 'druga'/'drugie', 'Twój' → 'Twoja'/'Twoje'. */
function agreeing(word: string, gender: 'f' | 'n'): string {
  const pronoun = PRONOUNS[word.toLowerCase()];
  if (pronoun) return withCaseOf(word, pronoun[gender]);
  const stem = word.slice(0, -1);
  if (/y$/i.test(word)) return stem + (gender === 'f' ? 'a' : 'e');
  if (/[kg]i$/i.test(word)) return stem + (gender === 'f' ? 'a' : 'ie');
  if (/i$/i.test(word)) return stem + (gender === 'f' ? 'ia' : 'ie');
  return word;
}

/**
 * The adjectives or pronouns (up to two) right before a masculine noun in the nominative ('Nowy projekt', 'Twój projekt')
 * in the target noun's gender, so 'Nowy projekt' becomes 'Nowe wydarzenie', never 'Nowy wydarzenie'.
 */
function agreeAdjectives(label: string, noun: string, gender: 'f' | 'n'): string {
  return label.replace(
    new RegExp(`(^|[^\\p{L}])(?:(\\p{L}{2,})(\\s+))?(\\p{L}{2,})(\\s+)(?=${noun}(?![\\p{L}]))`, 'giu'),
    (_m, before: string, first: string | undefined, gap: string | undefined, word: string, space: string) =>
      `${before}${first ? `${agreeing(first, gender)}${gap}` : ''}${agreeing(word, gender)}${space}`,
  );
}

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
    if (target.gender !== 'm') out = agreeAdjectives(out, forms[0] as string, target.gender);
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
