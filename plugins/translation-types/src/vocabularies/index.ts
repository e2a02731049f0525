import type { TranslationType } from '@zapisy/core';
import { defaultVocabulary } from './default.js';
import { eventVocabulary } from './event.js';
import { psychoterapyVocabulary } from './psychoterapy.js';
import { schoolVocabulary } from './school.js';
import { shopVocabulary } from './shop.js';

export { defaultVocabulary, eventVocabulary, psychoterapyVocabulary, schoolVocabulary, shopVocabulary };

/** The five vocabularies of the spec, in TRANSLATION_TYPE_IDS order. */
export const vocabularies: readonly TranslationType[] = [
  defaultVocabulary,
  eventVocabulary,
  schoolVocabulary,
  psychoterapyVocabulary,
  shopVocabulary,
];
