import type { TranslationType } from '../plugins/translation-type.js';
import type { NounForms, VocabularyNoun } from './vocabulary.js';

/** Small vocabularies for core's own tests (the real ones live in plugins/translation-types). */
function forms(gender: NounForms['gender'], ...cases: string[]): NounForms {
  const [
    nominative = '',
    genitive = '',
    dative = '',
    accusative = '',
    instrumental = '',
    locative = '',
    plural = '',
    pluralGenitive = '',
  ] = cases;
  return { gender, nominative, genitive, dative, accusative, instrumental, locative, plural, pluralGenitive };
}

const shared: Omit<Record<VocabularyNoun, NounForms>, 'project'> = {
  participant: forms(
    'm',
    'uczestnik',
    'uczestnika',
    'uczestnikowi',
    'uczestnika',
    'uczestnikiem',
    'uczestniku',
    'uczestnicy',
    'uczestników',
  ),
  customer: forms(
    'm',
    'klient',
    'klienta',
    'klientowi',
    'klienta',
    'klientem',
    'kliencie',
    'klienci',
    'klientów',
  ),
  registration: forms(
    'n',
    'zgłoszenie',
    'zgłoszenia',
    'zgłoszeniu',
    'zgłoszenie',
    'zgłoszeniem',
    'zgłoszeniu',
    'zgłoszenia',
    'zgłoszeń',
  ),
  employee: forms(
    'm',
    'pracownik',
    'pracownika',
    'pracownikowi',
    'pracownika',
    'pracownikiem',
    'pracowniku',
    'pracownicy',
    'pracowników',
  ),
  group: forms('f', 'grupa', 'grupy', 'grupie', 'grupę', 'grupą', 'grupie', 'grupy', 'grup'),
  period: forms('m', 'okres', 'okresu', 'okresowi', 'okres', 'okresem', 'okresie', 'okresy', 'okresów'),
  purchase: forms('m', 'zakup', 'zakupu', 'zakupowi', 'zakup', 'zakupem', 'zakupie', 'zakupy', 'zakupów'),
};

export const projectVocabulary: TranslationType = {
  id: 'default',
  label: 'Domyślny',
  nouns: {
    ...shared,
    project: forms(
      'm',
      'projekt',
      'projektu',
      'projektowi',
      'projekt',
      'projektem',
      'projekcie',
      'projekty',
      'projektów',
    ),
  },
};

export const eventVocabulary: TranslationType = {
  id: 'event',
  label: 'Wydarzenie',
  nouns: {
    ...shared,
    project: forms(
      'n',
      'wydarzenie',
      'wydarzenia',
      'wydarzeniu',
      'wydarzenie',
      'wydarzeniem',
      'wydarzeniu',
      'wydarzenia',
      'wydarzeń',
    ),
  },
};

/** A feminine project noun, to check the third gender branch. */
export const courseVocabulary: TranslationType = {
  id: 'school',
  label: 'Szkoła',
  nouns: {
    ...shared,
    project: forms('f', 'szkoła', 'szkoły', 'szkole', 'szkołę', 'szkołą', 'szkole', 'szkoły', 'szkół'),
    registration: forms(
      'f',
      'rejestracja',
      'rejestracji',
      'rejestracji',
      'rejestrację',
      'rejestracją',
      'rejestracji',
      'rejestracje',
      'rejestracji',
    ),
  },
  messages: { surveyClosed: 'Ankieta {project.genitive} jest zamknięta.' },
};
