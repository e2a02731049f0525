import { definePlugin, Tokens } from '@zapisy/core';
import { vocabularies } from './vocabularies/index.js';

export {
  defaultVocabulary,
  eventVocabulary,
  psychoterapyVocabulary,
  schoolVocabulary,
  shopVocabulary,
  vocabularies,
} from './vocabularies/index.js';

/** Registers the five vocabulary packs under the multi-provider token `Tokens.TranslationType`. */
const translationTypesPlugin = definePlugin({
  id: 'translation-types',
  version: '0.1.0',
  kind: 'translation-type',
  compatibility: '^0.1.0',
  register(container) {
    for (const vocabulary of vocabularies) {
      container.register(Tokens.TranslationType, { useValue: vocabulary });
    }
  },
});

export default translationTypesPlugin;
