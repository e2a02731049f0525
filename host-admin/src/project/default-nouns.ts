import type { NounForms, VocabularyNoun } from '@zapisy/core';

const noun = (gender: NounForms['gender'], ...forms: string[]): NounForms => {
  const [
    nominative = '',
    genitive = '',
    dative = '',
    accusative = '',
    instrumental = '',
    locative = '',
    plural = '',
    pluralGenitive = '',
  ] = forms;
  return { gender, nominative, genitive, dative, accusative, instrumental, locative, plural, pluralGenitive };
};

/** The default vocabulary (projekt, uczestnik, klient …) used until a project's strings are loaded. */
export const DEFAULT_NOUNS: Readonly<Record<VocabularyNoun, NounForms>> = {
  project: noun(
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
  participant: noun(
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
  customer: noun(
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
  registration: noun(
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
  employee: noun(
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
  group: noun('f', 'grupa', 'grupy', 'grupie', 'grupę', 'grupą', 'grupie', 'grupy', 'grup'),
  period: noun('m', 'okres', 'okresu', 'okresowi', 'okres', 'okresem', 'okresie', 'okresy', 'okresów'),
  purchase: noun('m', 'zakup', 'zakupu', 'zakupowi', 'zakup', 'zakupem', 'zakupie', 'zakupy', 'zakupów'),
};
