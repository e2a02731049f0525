export {
  type GrammaticalGender,
  type NounForms,
  TRANSLATION_TYPE_IDS,
  type TranslationType,
  type TranslationTypeId,
  VOCABULARY_NOUNS,
  type VocabularyNoun,
} from './translation-type.js';
