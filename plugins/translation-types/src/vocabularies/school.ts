import type { TranslationType } from '@zapisy/core';
import { noun, submission } from './nouns.js';

/**
 * Spec: "school (parent, student, teacher, classroom, school year)": the project is a rok szkolny, the
 * participant a uczeń, the paying customer a rodzic, the employee a nauczyciel, the group a klasa.
 */
export const schoolVocabulary: TranslationType = {
  id: 'school',
  label: 'Szkoła',
  nouns: {
    project: noun(
      'm',
      'rok szkolny',
      'roku szkolnego',
      'rokowi szkolnemu',
      'rok szkolny',
      'rokiem szkolnym',
      'roku szkolnym',
      'lata szkolne',
      'lat szkolnych',
    ),
    participant: noun(
      'm',
      'uczeń',
      'ucznia',
      'uczniowi',
      'ucznia',
      'uczniem',
      'uczniu',
      'uczniowie',
      'uczniów',
    ),
    customer: noun(
      'm',
      'rodzic',
      'rodzica',
      'rodzicowi',
      'rodzica',
      'rodzicem',
      'rodzicu',
      'rodzice',
      'rodziców',
    ),
    registration: submission,
    employee: noun(
      'm',
      'nauczyciel',
      'nauczyciela',
      'nauczycielowi',
      'nauczyciela',
      'nauczycielem',
      'nauczycielu',
      'nauczyciele',
      'nauczycieli',
    ),
    group: noun('f', 'klasa', 'klasy', 'klasie', 'klasę', 'klasą', 'klasie', 'klasy', 'klas'),
    period: noun(
      'm',
      'semestr',
      'semestru',
      'semestrowi',
      'semestr',
      'semestrem',
      'semestrze',
      'semestry',
      'semestrów',
    ),
    purchase: noun('f', 'opłata', 'opłaty', 'opłacie', 'opłatę', 'opłatą', 'opłacie', 'opłaty', 'opłat'),
  },
};
