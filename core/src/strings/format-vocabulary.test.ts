import { describe, expect, it } from 'vitest';
import { findVocabularyPlaceholderProblems, formatVocabulary } from './format-vocabulary.js';
import { courseVocabulary, eventVocabulary, projectVocabulary } from './vocabularies.fixture.js';

const event = eventVocabulary.nouns;

describe('formatVocabulary', () => {
  it('fills the nominative for a bare noun and any named case', () => {
    expect(formatVocabulary('{project}', event)).toBe('wydarzenie');
    expect(formatVocabulary('{project.genitive}/{project.locative}/{participant.plural}', event)).toBe(
      'wydarzenia/wydarzeniu/uczestnicy',
    );
    expect(formatVocabulary('5 {participant.pluralGenitive}', event)).toBe('5 uczestników');
  });

  it('upper-cases the first letter when the noun is written with a capital', () => {
    expect(formatVocabulary('{Project} i {Participant.plural}', event)).toBe('Wydarzenie i Uczestnicy');
  });

  it('chooses the gender variant: "Zapisy na to wydarzenie" vs "na ten projekt" vs "na tę szkołę"', () => {
    const template = 'Zapisy na {project:ten|tę|to} {project.accusative} są zamknięte.';
    expect(formatVocabulary(template, event)).toBe('Zapisy na to wydarzenie są zamknięte.');
    expect(formatVocabulary(template, projectVocabulary.nouns)).toBe('Zapisy na ten projekt są zamknięte.');
    expect(formatVocabulary(template, courseVocabulary.nouns)).toBe('Zapisy na tę szkołę są zamknięte.');
  });

  it('allows empty gender variants', () => {
    expect(formatVocabulary('zapisan{participant:y||e}', event)).toBe('zapisany');
  });

  it('leaves unknown names, unknown forms and runtime placeholders untouched', () => {
    expect(formatVocabulary('{amount} zł, {EVENT_NAME}, {project.genetive}, {projekt}', event)).toBe(
      '{amount} zł, {EVENT_NAME}, {project.genetive}, {projekt}',
    );
  });

  it('reports mistyped vocabulary placeholders only', () => {
    expect(findVocabularyPlaceholderProblems('{project.genitive} {amount} {x.y}')).toEqual([]);
    expect(findVocabularyPlaceholderProblems('{project.genetive}')).toHaveLength(1);
    expect(findVocabularyPlaceholderProblems('{project:ten|to}')).toHaveLength(1);
  });
});
