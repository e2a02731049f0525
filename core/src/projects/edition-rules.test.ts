import { describe, expect, it } from 'vitest';
import { courseVocabulary, eventVocabulary, projectVocabulary } from '../strings/vocabularies.fixture.js';
import {
  duplicateCreatedMessage,
  duplicateDefaults,
  duplicateProblems,
  newEditionDefaults,
  newEditionProblems,
  projectEditionMessage,
  validateDuplicate,
  validateNewEdition,
} from './edition-rules.js';

const event = eventVocabulary.nouns;
const school = courseVocabulary.nouns;
const plain = projectVocabulary.nouns;

describe('new edition validation (spec §5)', () => {
  it("'Musisz podać nazwę dla nowej edycji {project}.' and the old-edition domain, in the project's words", () => {
    expect(validateNewEdition({ name: ' ', oldDomain: '', currentDomain: 'demo' }, event)).toEqual([
      'Musisz podać nazwę dla nowej edycji wydarzenia.',
      'Musisz podać nazwę domeny dla starej edycji wydarzenia.',
    ]);
    expect(validateNewEdition({ name: '', oldDomain: 'x', currentDomain: 'demo' }, school)).toEqual([
      'Musisz podać nazwę dla nowej edycji szkoły.',
    ]);
  });

  it("the domain must differ from the current: '{project} o podanej domenie już istnieje…'", () => {
    expect(validateNewEdition({ name: 'N', oldDomain: ' DEMO ', currentDomain: 'demo' }, plain)).toEqual([
      'Projekt o podanej domenie już istnieje. Znajdź unikalną, nową domenę.',
    ]);
  });

  it('rejects invalid domain characters', () => {
    const problems = validateNewEdition({ name: 'N', oldDomain: 'zła_domena', currentDomain: 'demo' }, plain);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Nieprawidłowa nazwa domeny „zła_domena”/);
  });

  it('accepts the defaults: same name, domain plus -stare', () => {
    const defaults = newEditionDefaults({ name: 'Obóz', domainName: 'oboz' });
    expect(defaults).toEqual({ name: 'Obóz', oldDomain: 'oboz-stare', currentDomain: 'oboz' });
    expect(validateNewEdition(defaults, event)).toEqual([]);
  });
});

describe('duplicate validation (spec §5)', () => {
  it('requires new and original name and domain, with gender agreement', () => {
    const empty = { newName: '', newDomain: '', oldName: '', oldDomain: '' };
    expect(validateDuplicate(empty, plain)).toEqual([
      'Musisz podać nazwę dla nowego projektu.',
      'Musisz podać nazwę domeny dla nowego projektu.',
      'Musisz podać nazwę dla oryginalnego projektu.',
      'Musisz podać nazwę domeny dla oryginalnego projektu.',
    ]);
    expect(validateDuplicate(empty, school)[0]).toBe('Musisz podać nazwę dla nowej szkoły.');
    expect(validateDuplicate(empty, event)[2]).toBe('Musisz podać nazwę dla oryginalnego wydarzenia.');
  });

  it("'Domeny dla oryginalnego i nowego {project} nie mogą być takie same.'", () => {
    const same = { newName: 'A', newDomain: 'demo', oldName: 'B', oldDomain: 'Demo' };
    expect(validateDuplicate(same, plain)).toEqual([
      'Domeny dla oryginalnego i nowego projektu nie mogą być takie same.',
    ]);
    expect(validateDuplicate(same, school)).toEqual([
      'Domeny dla oryginalnej i nowej szkoły nie mogą być takie same.',
    ]);
  });

  it("defaults: name plus ' - Duplikat', domain plus '-duplikat', valid", () => {
    const defaults = duplicateDefaults({ name: 'Obóz', domainName: 'oboz' });
    expect(defaults).toEqual({
      newName: 'Obóz - Duplikat',
      newDomain: 'oboz-duplikat',
      oldName: 'Obóz',
      oldDomain: 'oboz',
    });
    expect(validateDuplicate(defaults, plain)).toEqual([]);
  });

  it('keeps a derived domain within 63 characters', () => {
    const long = 'a'.repeat(63);
    expect(duplicateDefaults({ name: 'x', domainName: long }).newDomain).toHaveLength(63);
    expect(validateDuplicate(duplicateDefaults({ name: 'x', domainName: long }), plain)).toEqual([]);
  });
});

describe('the same rules per field, for the modals (spec §5)', () => {
  it("new edition: 'Musisz podać nazwę…' under the name, the current domain refused under the domain", () => {
    expect(newEditionProblems({ name: ' ', oldDomain: 'demo', currentDomain: 'demo' }, plain)).toEqual({
      name: 'Musisz podać nazwę dla nowej edycji projektu.',
      oldDomain: 'Projekt o podanej domenie już istnieje. Znajdź unikalną, nową domenę.',
    });
    expect(newEditionProblems({ name: 'N', oldDomain: 'demo-stare', currentDomain: 'demo' }, plain)).toEqual(
      {},
    );
  });

  it("duplicate: each required field under itself; 'Domeny … nie mogą być takie same.' under the new domain", () => {
    const empty = { newName: '', newDomain: '', oldName: 'B', oldDomain: '' };
    expect(duplicateProblems(empty, plain)).toEqual({
      newName: 'Musisz podać nazwę dla nowego projektu.',
      newDomain: 'Musisz podać nazwę domeny dla nowego projektu.',
      oldDomain: 'Musisz podać nazwę domeny dla oryginalnego projektu.',
    });
    const same = { newName: 'A', newDomain: 'demo', oldName: '', oldDomain: 'Demo' };
    expect(duplicateProblems(same, school)).toEqual({
      newDomain: 'Domeny dla oryginalnej i nowej szkoły nie mogą być takie same.',
      oldName: 'Musisz podać nazwę dla oryginalnej szkoły.',
    });
    // The server's list keeps the required fields first.
    expect(validateDuplicate(same, school)).toEqual([
      'Musisz podać nazwę dla oryginalnej szkoły.',
      'Domeny dla oryginalnej i nowej szkoły nie mogą być takie same.',
    ]);
  });
});

describe('edition messages', () => {
  it('fill the success and failure alerts (spec §8)', () => {
    expect(projectEditionMessage('createFailed', event)).toBe('Nieudane tworzenie wydarzenia!');
    expect(projectEditionMessage('loadFailed', plain)).toBe('Błąd podczas ładowania danych projektu');
    expect(projectEditionMessage('newEditionCreated', school)).toBe(
      'Nowa edycja szkoły została utworzona. Stara szkoła przeniesiona pod adres {url}',
    );
    expect(projectEditionMessage('duplicateCreated', event)).toBe(
      'Duplikat wydarzenia został utworzony. Oryginalne wydarzenie przeniesione pod adres {url}',
    );
  });
});

describe('duplicateCreatedMessage — issue 14: the success alert says only what happened', () => {
  const base = { copyUrl: 'https://kopia.zapisy.pl/', originalUrl: 'https://demo.zapisy.pl/' };
  it('an original left where it was is not said to have moved', () => {
    const text = duplicateCreatedMessage({ ...base, originalMoved: false, originalRenamedTo: null }, event);
    expect(text).toBe(
      'Duplikat wydarzenia został utworzony pod adresem https://kopia.zapisy.pl/. Oryginalne wydarzenie działa bez zmian pod dotychczasowym adresem.',
    );
    expect(text).not.toContain('przeniesion');
  });
  it("a moved original: spec §8 'Oryginalny {project} przeniesiony pod adres {url}', in the project's gender", () => {
    expect(duplicateCreatedMessage({ ...base, originalMoved: true, originalRenamedTo: null }, school)).toBe(
      'Duplikat szkoły został utworzony pod adresem https://kopia.zapisy.pl/. Oryginalna szkoła przeniesiona pod adres https://demo.zapisy.pl/.',
    );
  });
  it('a renamed original says its new name', () => {
    expect(
      duplicateCreatedMessage({ ...base, originalMoved: true, originalRenamedTo: 'Demo A' }, plain),
    ).toBe(
      'Duplikat projektu został utworzony pod adresem https://kopia.zapisy.pl/. Oryginalny projekt przeniesiony pod adres https://demo.zapisy.pl/. Oryginalny projekt nosi teraz nazwę „Demo A”.',
    );
  });
});
