/**
 * The duplicate and new-edition modals (spec second document §2) and their validation (§5), with the
 * spec's messages in the project's vocabulary (`formatVocabulary` placeholders, see core/src/strings).
 */

import type { NounForms, VocabularyNoun } from '../strings/index.js';
import { formatVocabulary } from '../strings/index.js';
import {
  DUPLICATE_DOMAIN_SUFFIX,
  DUPLICATE_NAME_SUFFIX,
  domainWithSuffix,
  invalidDomainMessage,
  isValidProjectDomain,
  normalizeProjectDomain,
  OLD_EDITION_DOMAIN_SUFFIX,
} from './domain-names.js';

type Nouns = Readonly<Record<VocabularyNoun, NounForms>>;

const NEW = '{project:nowego|nowej|nowego}';
const ORIGINAL = '{project:oryginalnego|oryginalnej|oryginalnego}';

/** Message templates (spec §5, §8); fill them with `formatVocabulary(template, nouns)`. */
export const PROJECT_EDITION_MESSAGES = {
  newEditionNameRequired: 'Musisz podać nazwę dla nowej edycji {project.genitive}.',
  oldEditionDomainRequired: 'Musisz podać nazwę domeny dla starej edycji {project.genitive}.',
  domainTaken: '{Project} o podanej domenie już istnieje. Znajdź unikalną, nową domenę.',
  newNameRequired: `Musisz podać nazwę dla ${NEW} {project.genitive}.`,
  newDomainRequired: `Musisz podać nazwę domeny dla ${NEW} {project.genitive}.`,
  originalNameRequired: `Musisz podać nazwę dla ${ORIGINAL} {project.genitive}.`,
  originalDomainRequired: `Musisz podać nazwę domeny dla ${ORIGINAL} {project.genitive}.`,
  domainsMustDiffer: `Domeny dla ${ORIGINAL} i ${NEW} {project.genitive} nie mogą być takie same.`,
  loadFailed: 'Błąd podczas ładowania danych {project.genitive}',
  createFailed: 'Nieudane tworzenie {project.genitive}!',
  newEditionCreated:
    'Nowa edycja {project.genitive} została utworzona. {Project:Stary|Stara|Stare} {project} {project:przeniesiony|przeniesiona|przeniesione} pod adres {url}',
  duplicateCreated:
    'Duplikat {project.genitive} został utworzony. {Project:Oryginalny|Oryginalna|Oryginalne} {project} {project:przeniesiony|przeniesiona|przeniesione} pod adres {url}',
  /** Issue 14: a duplicate whose original stays where it was must not say the original moved. */
  duplicateCreatedAt: 'Duplikat {project.genitive} został utworzony pod adresem {url}.',
  originalMoved:
    '{Project:Oryginalny|Oryginalna|Oryginalne} {project} {project:przeniesiony|przeniesiona|przeniesione} pod adres {url}.',
  originalRenamed: '{Project:Oryginalny|Oryginalna|Oryginalne} {project} nosi teraz nazwę „{name}”.',
  originalUnchanged:
    '{Project:Oryginalny|Oryginalna|Oryginalne} {project} działa bez zmian pod dotychczasowym adresem.',
} as const;

export type ProjectEditionMessageKey = keyof typeof PROJECT_EDITION_MESSAGES;

/** One message in the project's vocabulary. */
export function projectEditionMessage(key: ProjectEditionMessageKey, nouns: Nouns): string {
  return formatVocabulary(PROJECT_EDITION_MESSAGES[key], nouns);
}

export interface NewEditionInput {
  /** Name of the new edition. */
  name: string;
  /** Where the old edition moves (default: current domain + '-stare'). */
  oldDomain: string;
  /** The project's current domain (the new edition keeps it). */
  currentDomain: string;
}

export interface DuplicateInput {
  newName: string;
  newDomain: string;
  oldName: string;
  oldDomain: string;
}

const blank = (value: string | null | undefined) => typeof value !== 'string' || value.trim() === '';

function domainProblem(domain: string): string[] {
  const normalized = normalizeProjectDomain(domain);
  return isValidProjectDomain(normalized) ? [] : [invalidDomainMessage(normalized)];
}

/** A problem per field of a form; a field without a problem is left out. */
export type FieldProblems<K extends string> = Partial<Record<K, string>>;

/** The new-edition modal's fields. */
export type NewEditionField = 'name' | 'oldDomain';

/**
 * Spec §5 "New edition", per field: name and old-edition domain required, the domain must differ from the
 * current (under the domain).
 */
export function newEditionProblems(input: NewEditionInput, nouns: Nouns): FieldProblems<NewEditionField> {
  const problems: FieldProblems<NewEditionField> = {};
  if (blank(input.name)) problems.name = projectEditionMessage('newEditionNameRequired', nouns);
  if (blank(input.oldDomain)) {
    problems.oldDomain = projectEditionMessage('oldEditionDomainRequired', nouns);
  } else if (normalizeProjectDomain(input.oldDomain) === normalizeProjectDomain(input.currentDomain)) {
    problems.oldDomain = projectEditionMessage('domainTaken', nouns);
  } else {
    const [invalid] = domainProblem(input.oldDomain);
    if (invalid) problems.oldDomain = invalid;
  }
  return problems;
}

/** Spec §5 "New edition": name and old-edition domain required, the domain must differ from the current. */
export function validateNewEdition(input: NewEditionInput, nouns: Nouns): string[] {
  const problems = newEditionProblems(input, nouns);
  return [problems.name, problems.oldDomain].filter((line): line is string => line !== undefined);
}

const REQUIRED: ReadonlyArray<readonly [keyof DuplicateInput, ProjectEditionMessageKey]> = [
  ['newName', 'newNameRequired'],
  ['newDomain', 'newDomainRequired'],
  ['oldName', 'originalNameRequired'],
  ['oldDomain', 'originalDomainRequired'],
];

/**
 * Spec §5 "Duplicate", per field: all four fields required; the two domains must differ (under the new
 * domain); each domain a valid one.
 */
export function duplicateProblems(input: DuplicateInput, nouns: Nouns): FieldProblems<keyof DuplicateInput> {
  const problems: FieldProblems<keyof DuplicateInput> = {};
  for (const [field, message] of REQUIRED) {
    if (blank(input[field])) problems[field] = projectEditionMessage(message, nouns);
  }
  if (blank(input.newDomain) || blank(input.oldDomain)) return problems;
  if (normalizeProjectDomain(input.newDomain) === normalizeProjectDomain(input.oldDomain)) {
    problems.newDomain = projectEditionMessage('domainsMustDiffer', nouns);
    return problems;
  }
  const [newInvalid] = domainProblem(input.newDomain);
  const [oldInvalid] = domainProblem(input.oldDomain);
  if (newInvalid) problems.newDomain = newInvalid;
  if (oldInvalid) problems.oldDomain = oldInvalid;
  return problems;
}

/** Spec §5 "Duplicate": all four fields required, the two domains must differ (the list of the 400). */
export function validateDuplicate(input: DuplicateInput, nouns: Nouns): string[] {
  const problems = duplicateProblems(input, nouns);
  const required = REQUIRED.flatMap(([field]) => (blank(input[field]) ? [problems[field] ?? ''] : []));
  const rest = REQUIRED.flatMap(([field]) =>
    !blank(input[field]) && problems[field] !== undefined ? [problems[field]] : [],
  );
  return [...required, ...rest];
}

/** The duplicate modal's defaults: "name plus ' - Duplikat', domain plus '-duplikat'". */
export function duplicateDefaults(project: { name: string; domainName: string }): DuplicateInput {
  return {
    newName: `${project.name}${DUPLICATE_NAME_SUFFIX}`,
    newDomain: domainWithSuffix(project.domainName, DUPLICATE_DOMAIN_SUFFIX),
    oldName: project.name,
    oldDomain: project.domainName,
  };
}

/** The new-edition modal's defaults: same name, old edition moved to "current domain plus '-stare'". */
export function newEditionDefaults(project: { name: string; domainName: string }): NewEditionInput {
  return {
    name: project.name,
    oldDomain: domainWithSuffix(project.domainName, OLD_EDITION_DOMAIN_SUFFIX),
    currentDomain: project.domainName,
  };
}

export interface DuplicateOutcome {
  /** The copy's address. */
  copyUrl: string;
  /** The original's address after the copy, and whether it moved there. */
  originalUrl: string;
  originalMoved: boolean;
  /** The original's new name, or null when it kept its name. */
  originalRenamedTo: string | null;
}

/**
 * The success alert of a duplicate, saying only what happened (issue 14): where the copy is, and for the
 * original whether it moved (spec §8 "Oryginalny {project} przeniesiony pod adres {url}"), was renamed, or
 * runs unchanged.
 */
export function duplicateCreatedMessage(outcome: DuplicateOutcome, nouns: Nouns): string {
  const fill = (key: ProjectEditionMessageKey, values: Record<string, string>) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replaceAll(`{${name}}`, value),
      projectEditionMessage(key, nouns),
    );
  const lines = [fill('duplicateCreatedAt', { url: outcome.copyUrl })];
  if (outcome.originalMoved) lines.push(fill('originalMoved', { url: outcome.originalUrl }));
  if (outcome.originalRenamedTo !== null) {
    lines.push(fill('originalRenamed', { name: outcome.originalRenamedTo }));
  }
  if (!outcome.originalMoved && outcome.originalRenamedTo === null) lines.push(fill('originalUnchanged', {}));
  return lines.join(' ');
}
