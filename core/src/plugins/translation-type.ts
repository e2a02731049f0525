import type { RegistrationMessageKey } from '../strings/message-keys.js';
import type { NounForms, TranslationTypeId, VocabularyNoun } from '../strings/vocabulary.js';

/**
 * A vocabulary pack contributed by a translation-type plugin, registered as a multi-provider under
 * `Tokens.TranslationType` and chosen by the project's `event.translationType` (its `id`).
 */
export interface TranslationType {
  id: TranslationTypeId;
  /** Polish name shown in project settings, e.g. 'Szkoła'. */
  label: string;
  nouns: Record<VocabularyNoun, NounForms>;
  /**
   * Optional message templates that read better for this vocabulary than the shared defaults (e.g. a shop
   * does not "close registration", it stops taking orders). Same placeholder syntax as the defaults, see
   * `formatVocabulary`.
   */
  messages?: Partial<Record<RegistrationMessageKey, string>>;
}
