import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../forms/form-types.js';
import { summarizeSurvey, surveyAnswerText, surveyQuestions } from './survey-results.js';

const DEFINITION: FormDefinition = [
  { field_name: 'intro', plugin: 'RichText' },
  {
    field_name: 'rating',
    label: 'Jak oceniasz zajęcia?',
    plugin: 'RadioButtons',
    options: [
      { value: 'good', label: 'Dobrze' },
      { value: 'bad', label: 'Źle' },
    ],
  },
  {
    field_name: 'topics',
    label: 'Co Ci się podobało?',
    plugin: 'Checkboxes',
    options: [
      { value: 'food', label: 'Jedzenie' },
      { value: 'trips', label: 'Wycieczki' },
      { value: 'staff', label: 'Kadra' },
    ],
  },
  { field_name: 'again', label: 'Wrócisz za rok?', plugin: 'Toggle' },
  { field_name: 'score', label: 'Ocena 1–10', plugin: 'Range' },
  { field_name: 'comment', label: 'Uwagi', plugin: 'TextArea' },
];

const answers = [
  { data: { rating: 'good', topics: ['food', 'staff'], again: true, score: 9, comment: 'Super obóz' } },
  { data: { rating: 'good', topics: ['food'], again: false, score: 6 } },
  { data: { rating: 'bad', topics: [], again: true, score: 6, comment: '  Za krótko ' } },
];

describe('summarizeSurvey — first document §2 "Survey: /ankieta/podglad, /wyniki": results per question', () => {
  const results = summarizeSurvey({ definition: DEFINITION, answers });

  it('counts the surveys and lists the questions in the form order, without layout cells', () => {
    expect(results.total).toBe(3);
    expect(results.questions.map((q) => [q.fieldName, q.kind])).toEqual([
      ['rating', 'choice'],
      ['topics', 'multiple'],
      ['again', 'toggle'],
      ['score', 'number'],
      ['comment', 'text'],
    ]);
  });

  it('a single choice counts each option under its label, also options nobody chose', () => {
    expect(results.questions[0]?.options).toEqual([
      { value: 'good', label: 'Dobrze', count: 2 },
      { value: 'bad', label: 'Źle', count: 1 },
    ]);
    expect(results.questions[0]?.answered).toBe(3);
  });

  it('a multiple choice counts every chosen option; an empty list is no answer', () => {
    const topics = results.questions[1];
    expect(topics?.answered).toBe(2);
    expect(topics?.options.map((o) => o.count)).toEqual([2, 0, 1]);
  });

  it('a toggle counts "Tak" and "Nie" (spec §3: "Yes/no toggles are labelled \'Tak\' and \'Nie\' unless overridden")', () => {
    expect(results.questions[2]?.options).toEqual([
      { value: 'true', label: 'Tak', count: 2 },
      { value: 'false', label: 'Nie', count: 1 },
    ]);
    const own = summarizeSurvey({
      definition: [
        { field_name: 'x', label: 'X', plugin: 'Toggle', yesLabel: 'Pewnie', noLabel: 'Raczej nie' },
      ],
      answers: [{ data: { x: 'true' } }],
    });
    expect(own.questions[0]?.options.map((o) => `${o.label}:${o.count}`)).toEqual([
      'Pewnie:1',
      'Raczej nie:0',
    ]);
  });

  it('a number counts each value in order and gives the exact average with a comma', () => {
    const score = results.questions[3];
    expect(score?.options).toEqual([
      { value: '6', label: '6', count: 2 },
      { value: '9', label: '9', count: 1 },
    ]);
    expect(score?.average).toBe('7,00');
  });

  it('text answers are listed trimmed, in the given order, bounded by textLimit', () => {
    expect(results.questions[4]?.texts).toEqual(['Super obóz', 'Za krótko']);
    const one = summarizeSurvey({ definition: DEFINITION, answers, textLimit: 1 });
    expect(one.questions[4]?.texts).toEqual(['Super obóz']);
    expect(one.questions[4]?.answered).toBe(2);
  });

  it('an answer whose option was removed from the form afterwards is still counted', () => {
    const late = summarizeSurvey({ definition: DEFINITION, answers: [{ data: { rating: 'meh' } }] });
    expect(late.questions[0]?.options.at(-1)).toEqual({ value: 'meh', label: 'meh', count: 1 });
  });

  it('no answers: zero counts and no average', () => {
    const empty = summarizeSurvey({ definition: DEFINITION, answers: [] });
    expect(empty.total).toBe(0);
    expect(empty.questions[3]?.average).toBeNull();
    expect(empty.questions[0]?.options.every((o) => o.count === 0)).toBe(true);
  });
});

describe('surveyAnswerText and surveyQuestions', () => {
  it('shows option labels, Tak/Nie and lists — never the raw values', () => {
    const [, rating, topics, again, score] = DEFINITION;
    expect(surveyAnswerText(rating, 'bad')).toBe('Źle');
    expect(surveyAnswerText(topics, ['food', 'trips'])).toBe('Jedzenie, Wycieczki');
    expect(surveyAnswerText(again, true)).toBe('Tak');
    expect(surveyAnswerText(again, false)).toBe('Nie');
    expect(surveyAnswerText(score, 4.5)).toBe('4,5');
    expect(surveyAnswerText(undefined, '')).toBe('');
  });

  it('lists the questions with their labels; a field without a label is named for what it is', () => {
    expect(
      surveyQuestions([...DEFINITION, { field_name: 'q', plugin: 'TextInput' }]).map((q) => q.label),
    ).toEqual([
      'Jak oceniasz zajęcia?',
      'Co Ci się podobało?',
      'Wrócisz za rok?',
      'Ocena 1–10',
      'Uwagi',
      'Pytanie bez treści',
    ]);
  });
});
