import type { NounForms, VocabularyNoun } from '@zapisy/core';
import { defaultVocabulary } from '@zapisy/plugin-translation-types/widget';

/** The default vocabulary (projekt, uczestnik, klient …) used until a project's strings are loaded. */
export const DEFAULT_NOUNS: Readonly<Record<VocabularyNoun, NounForms>> = defaultVocabulary.nouns;
