import type { NounForms } from '@zapisy/core';

/**
 * Noun forms shared by several vocabularies. Order of `noun()`: gender, then mianownik, dopełniacz,
 * celownik, biernik, narzędnik, miejscownik (l.poj.), mianownik l.mn., dopełniacz l.mn.
 */
export function noun(
  gender: NounForms['gender'],
  nominative: string,
  genitive: string,
  dative: string,
  accusative: string,
  instrumental: string,
  locative: string,
  plural: string,
  pluralGenitive: string,
): NounForms {
  return { gender, nominative, genitive, dative, accusative, instrumental, locative, plural, pluralGenitive };
}

export const participant = noun(
  'm',
  'uczestnik',
  'uczestnika',
  'uczestnikowi',
  'uczestnika',
  'uczestnikiem',
  'uczestniku',
  'uczestnicy',
  'uczestników',
);
export const customer = noun(
  'm',
  'klient',
  'klienta',
  'klientowi',
  'klienta',
  'klientem',
  'kliencie',
  'klienci',
  'klientów',
);
export const submission = noun(
  'n',
  'zgłoszenie',
  'zgłoszenia',
  'zgłoszeniu',
  'zgłoszenie',
  'zgłoszeniem',
  'zgłoszeniu',
  'zgłoszenia',
  'zgłoszeń',
);
export const employee = noun(
  'm',
  'pracownik',
  'pracownika',
  'pracownikowi',
  'pracownika',
  'pracownikiem',
  'pracowniku',
  'pracownicy',
  'pracowników',
);
export const group = noun('f', 'grupa', 'grupy', 'grupie', 'grupę', 'grupą', 'grupie', 'grupy', 'grup');
export const period = noun(
  'm',
  'okres',
  'okresu',
  'okresowi',
  'okres',
  'okresem',
  'okresie',
  'okresy',
  'okresów',
);
export const purchase = noun(
  'm',
  'zakup',
  'zakupu',
  'zakupowi',
  'zakup',
  'zakupem',
  'zakupie',
  'zakupy',
  'zakupów',
);
