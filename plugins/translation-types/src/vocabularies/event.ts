import type { TranslationType } from '@zapisy/core';
import { customer, employee, group, noun, participant, submission } from './nouns.js';

/** Spec: "event (participant, event)" — wydarzenie with its uczestnicy; one buys a bilet for a termin. */
export const eventVocabulary: TranslationType = {
  id: 'event',
  label: 'Wydarzenie',
  nouns: {
    project: noun(
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
    participant,
    customer,
    registration: submission,
    employee,
    group,
    period: noun(
      'm',
      'termin',
      'terminu',
      'terminowi',
      'termin',
      'terminem',
      'terminie',
      'terminy',
      'terminów',
    ),
    purchase: noun('m', 'bilet', 'biletu', 'biletowi', 'bilet', 'biletem', 'bilecie', 'bilety', 'biletów'),
  },
};
