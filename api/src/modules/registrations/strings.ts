/** The project's registration-flow strings (translation type + saved overrides) and this flow's messages. */
import {
  buildProjectStrings,
  formatVocabulary,
  type ProjectStrings,
  type ProjectStringsOverrides,
  type TranslationType,
} from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { type ProjectRecord, pickTranslationType, projectStringsRepository } from '../projects/index.js';

export const REGISTRATION_MESSAGES = {
  failed: 'Nie udało się zapisać zgłoszenia. Spróbuj ponownie później.',
  registrationNotFound: 'Nie znaleziono zgłoszenia.',
  formNotPublished: 'Formularz zapisów nie jest jeszcze opublikowany.',
  inProgress: 'Zgłoszenie z tym kluczem jest właśnie przetwarzane. Spróbuj ponownie za chwilę.',
  canceled: 'Nie udało się dokończyć zgłoszenia. Wyślij formularz ponownie.',
  projectNotFound: (eventId: string) => `Nie znaleziono projektu o identyfikatorze „${eventId}”`,
} as const;

/** 'Brak wolnych miejsc na ten kurs.' with the project's noun. */
export function noPlacesMessage(strings: ProjectStrings): string {
  return formatVocabulary('Brak wolnych miejsc na {project:ten|tę|to} {project.accusative}.', strings.nouns);
}

export interface ProjectStringsDeps {
  store: Store;
  /** The registered vocabularies (projects' `translationTypesOf`). */
  translationTypes: readonly TranslationType[];
}

export async function projectStringsOf(
  deps: ProjectStringsDeps,
  project: ProjectRecord,
): Promise<ProjectStrings> {
  const type = pickTranslationType(deps.translationTypes, project.event?.translationType);
  const saved = await projectStringsRepository(deps.store, {
    organizationId: project.organizationId,
    eventId: project.eventId,
  }).findOne();
  const overrides: ProjectStringsOverrides = saved?.overrides ?? {};
  return buildProjectStrings(type, overrides);
}

/** A product of the registration is sold out or switched off (second document §4 "Product availability"). */
export function productUnavailableMessage(name: string): string {
  return `Produkt „${name}” jest niedostępny lub wyprzedany.`;
}

/** A limited form option has no places left (second document §3 Form: "options with inventory and count"). */
export function optionSoldOutMessage(option: { label: string; fieldLabel: string }): string {
  return `Brak miejsc: opcja „${option.label}” w polu „${option.fieldLabel}” jest już wyczerpana.`;
}
