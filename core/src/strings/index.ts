export {
  findVocabularyPlaceholderProblems,
  formatVocabulary,
  NOUN_FORM_NAMES,
  type NounFormName,
} from './format-vocabulary.js';
export {
  buildProjectStrings,
  normalizeProjectStringsOverrides,
  PROJECT_STRING_MAX_LENGTH,
  type ProjectStrings,
  type ProjectStringsOverrides,
  projectStringsOverridesSchema,
  projectStringsSchema,
  validateProjectStringsOverrides,
} from './project-strings.js';
export {
  COMPLETION_PAGE_PATHS,
  COMPLETION_PARTS,
  COMPLETION_VARIANTS,
  type CompletionMessageKey,
  type CompletionPart,
  type CompletionVariant,
  completionMessageKey,
  DEFAULT_REGISTRATION_MESSAGES,
  defaultRegistrationMessages,
  FLOW_MESSAGE_KEYS,
  type FlowMessageKey,
  isRegistrationMessageKey,
  REGISTRATION_MESSAGE_KEYS,
  type RegistrationMessageKey,
  registrationMessageTemplate,
  TRANSFER_NO_ACCOUNT,
  withoutTransferAccount,
} from './registration-messages.js';
export {
  type GrammaticalGender,
  isTranslationTypeId,
  type NounForms,
  TRANSLATION_TYPE_IDS,
  type TranslationTypeId,
  VOCABULARY_NOUNS,
  type VocabularyNoun,
} from './vocabulary.js';
