/** The school vocabulary of the test projects: rok szkolny (m) and uczeń (m). */
import type { NounForms } from '@zapisy/core';

export const SCHOOL_NOUNS: { project: NounForms; participant: NounForms } = {
  project: {
    gender: 'm',
    nominative: 'rok szkolny',
    genitive: 'roku szkolnego',
    dative: 'rokowi szkolnemu',
    accusative: 'rok szkolny',
    instrumental: 'rokiem szkolnym',
    locative: 'roku szkolnym',
    plural: 'lata szkolne',
    pluralGenitive: 'lat szkolnych',
  },
  participant: {
    gender: 'm',
    nominative: 'uczeń',
    genitive: 'ucznia',
    dative: 'uczniowi',
    accusative: 'ucznia',
    instrumental: 'uczniem',
    locative: 'uczniu',
    plural: 'uczniowie',
    pluralGenitive: 'uczniów',
  },
};
