/** A project's vocabulary: its translation type, and its nouns for messages such as the duplicate validation. */
import type { NounForms, TranslationType, VocabularyNoun } from '@zapisy/core';

/**
 * The vocabulary for a type id: the registered pack with that id, else the 'default' pack, else the first
 * registered one (a project may name a type whose plugin is not installed).
 */
export function pickTranslationType(
  types: readonly TranslationType[],
  id: string | undefined,
): TranslationType {
  const found = types.find((t) => t.id === id) ?? types.find((t) => t.id === 'default') ?? types[0];
  if (!found)
    throw new Error('Brak zarejestrowanych typów słownictwa (wtyczka translation-type nie jest załadowana)');
  return found;
}

/** The nouns of the project's vocabulary among the registered ones (app-wiring.ts `translationTypesOf`). */
export function projectNouns(
  types: readonly TranslationType[],
  translationType: string | undefined,
): Record<VocabularyNoun, NounForms> {
  return pickTranslationType(types, translationType).nouns;
}
