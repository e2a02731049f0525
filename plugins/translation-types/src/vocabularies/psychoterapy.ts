import { COMPLETION_VARIANTS, completionMessageKey, type TranslationType } from '@zapisy/core';
import { customer, noun, period, submission } from './nouns.js';

/**
 * Spec: "psychoterapy (patient, therapist, therapeutic process)": the project is a proces terapeutyczny,
 * the participant a pacjent, the employee a terapeuta; what is bought is a sesja. The id keeps the spec's
 * spelling.
 */
export const psychoterapyVocabulary: TranslationType = {
  id: 'psychoterapy',
  label: 'Psychoterapia',
  nouns: {
    project: noun(
      'm',
      'proces terapeutyczny',
      'procesu terapeutycznego',
      'procesowi terapeutycznemu',
      'proces terapeutyczny',
      'procesem terapeutycznym',
      'procesie terapeutycznym',
      'procesy terapeutyczne',
      'procesów terapeutycznych',
    ),
    participant: noun(
      'm',
      'pacjent',
      'pacjenta',
      'pacjentowi',
      'pacjenta',
      'pacjentem',
      'pacjencie',
      'pacjenci',
      'pacjentów',
    ),
    customer,
    registration: submission,
    employee: noun(
      'm',
      'terapeuta',
      'terapeuty',
      'terapeucie',
      'terapeutę',
      'terapeutą',
      'terapeucie',
      'terapeuci',
      'terapeutów',
    ),
    group: noun(
      'f',
      'grupa terapeutyczna',
      'grupy terapeutycznej',
      'grupie terapeutycznej',
      'grupę terapeutyczną',
      'grupą terapeutyczną',
      'grupie terapeutycznej',
      'grupy terapeutyczne',
      'grup terapeutycznych',
    ),
    period,
    purchase: noun('f', 'sesja', 'sesji', 'sesji', 'sesję', 'sesją', 'sesji', 'sesje', 'sesji'),
  },
  messages: {
    registrationClosed:
      'Zapisy są obecnie zamknięte. Skontaktuj się z {employee.instrumental}, aby ustalić termin.',
    // "Wróć na stronę procesu terapeutycznego" reads oddly; a practice has one home page.
    ...Object.fromEntries(
      COMPLETION_VARIANTS.map((variant) => [
        completionMessageKey(variant, 'Button'),
        'Wróć na stronę główną',
      ]),
    ),
  },
};
