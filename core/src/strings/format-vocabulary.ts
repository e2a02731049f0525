import type { GrammaticalGender, NounForms, VocabularyNoun } from './vocabulary.js';
import { VOCABULARY_NOUNS } from './vocabulary.js';

/**
 * Fills vocabulary placeholders in a message template. The syntax:
 *
 * | placeholder          | meaning                                                    | event example     |
 * |----------------------|------------------------------------------------------------|-------------------|
 * | `{noun}`             | nominative singular of a vocabulary noun                   | `{project}` → wydarzenie |
 * | `{noun.case}`        | one form: nominative, genitive, dative, accusative, instrumental, locative, plural, pluralGenitive | `{project.genitive}` → wydarzenia |
 * | `{Noun}`, `{Noun.case}` | the same with the first letter upper-cased              | `{Project}` → Wydarzenie |
 * | `{noun:m\|f\|n}`     | one of three words by the noun's gender (masculine, feminine, neuter), for agreement | `{project:ten\|tę\|to}` → to |
 *
 * `noun` is one of VOCABULARY_NOUNS (project, participant, customer, registration, employee, group, period,
 * purchase). The three gender choices may not contain `{`, `}` or `|` and may be empty.
 *
 * Anything else in braces (an unknown noun or form, a runtime placeholder such as `{amount}`) is left as it
 * is, so another step can fill it; `findVocabularyPlaceholderProblems` reports the ones that look like a
 * mistyped vocabulary placeholder.
 */
export function formatVocabulary(
  template: string,
  nouns: Readonly<Record<VocabularyNoun, NounForms>>,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string, form?: string, choices?: string) => {
    const resolved = resolvePlaceholder(name, form, choices, nouns);
    return resolved ?? whole;
  });
}

/** The cases a `{noun.case}` placeholder may name. */
export const NOUN_FORM_NAMES = [
  'nominative',
  'genitive',
  'dative',
  'accusative',
  'instrumental',
  'locative',
  'plural',
  'pluralGenitive',
] as const satisfies readonly (keyof NounForms)[];
export type NounFormName = (typeof NOUN_FORM_NAMES)[number];

const GENDER_INDEX: Record<GrammaticalGender, number> = { m: 0, f: 1, n: 2 };

/** `{name}`, `{name.form}` or `{name:m|f|n}`; group 1 name, 2 form, 3 the gender choices. */
const PLACEHOLDER = /\{([A-Za-z]+)(?:\.([A-Za-z]+)|:([^{}|]*\|[^{}|]*\|[^{}|]*))?\}/g;

function nounOf(name: string): { noun: VocabularyNoun; capitalize: boolean } | undefined {
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  if (!(VOCABULARY_NOUNS as readonly string[]).includes(lower)) return undefined;
  return { noun: lower as VocabularyNoun, capitalize: name !== lower };
}

function resolvePlaceholder(
  name: string,
  form: string | undefined,
  choices: string | undefined,
  nouns: Readonly<Record<VocabularyNoun, NounForms>>,
): string | undefined {
  const found = nounOf(name);
  if (!found) return undefined;
  const forms = nouns[found.noun];
  if (choices !== undefined) {
    return choices.split('|')[GENDER_INDEX[forms.gender]];
  }
  const formName = form ?? 'nominative';
  if (!(NOUN_FORM_NAMES as readonly string[]).includes(formName)) return undefined;
  const text = forms[formName as NounFormName];
  return found.capitalize ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * Problems (Polish) with placeholders that name a vocabulary noun but cannot be filled, e.g.
 * `{project.genetive}` or `{project:ten|to}`. Runtime placeholders that name no noun are not problems.
 */
export function findVocabularyPlaceholderProblems(template: string): string[] {
  const problems: string[] = [];
  for (const match of template.matchAll(/\{([A-Za-z]+)([.:][^{}]*)?\}/g)) {
    const [whole, name = '', rest = ''] = match;
    if (!nounOf(name)) continue;
    if (rest.startsWith('.') && !(NOUN_FORM_NAMES as readonly string[]).includes(rest.slice(1))) {
      problems.push(`Nieznana forma w ${whole}; dozwolone: ${NOUN_FORM_NAMES.join(', ')}`);
    } else if (rest.startsWith(':') && rest.slice(1).split('|').length !== 3) {
      problems.push(`${whole} musi podawać trzy warianty rodzaju oddzielone znakiem |: męski|żeński|nijaki`);
    }
  }
  return problems;
}
