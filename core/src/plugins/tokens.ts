import type { TranslationType } from '../strings/translation-type.js';
import { createToken } from './token.js';

/** DI tokens shared by the API and plugins. A multi-provider token is read with `resolveAll`. */
export const Tokens = {
  /** Multi: every registered vocabulary pack. */
  TranslationType: createToken<TranslationType>('TranslationType'),
} as const;
