import type { TranslationType } from '@zapisy/core';
import { customer, employee, group, noun, participant, period, purchase, submission } from './nouns.js';

/** The neutral vocabulary: projekt, uczestnik, klient. */
export const defaultVocabulary: TranslationType = {
  id: 'default',
  label: 'Domyślny',
  nouns: {
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
    participant,
    customer,
    registration: submission,
    employee,
    group,
    period,
    purchase,
  },
};
