/**
 * The results of a survey per question (first document §2 "Survey: /ankieta/podglad, /wyniki"): for every
 * question of the published survey form, how many answered it and what they answered. A question with options
 * (single or multiple choice) counts each option under its label; a yes/no toggle counts 'Tak' and 'Nie' (or
 * the field's own labels); a number counts each value and gives the average; text answers are listed, newest
 * first. Layout cells (rich text, containers) and uploads are no questions.
 */
import { Decimal } from 'decimal.js';
import { toggleLabel } from '../forms/form-data.js';
import type { FormDefinition, FormFieldDefinition } from '../forms/form-types.js';

export type SurveyQuestionKind = 'choice' | 'multiple' | 'toggle' | 'number' | 'text';

export interface SurveyOptionCount {
  /** The stored value (the option's value, 'true'/'false' for a toggle, the number as text). */
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

export interface SurveyQuestionResult {
  readonly fieldName: string;
  readonly label: string;
  readonly kind: SurveyQuestionKind;
  /** How many answers hold a value for this question. */
  readonly answered: number;
  /** Choice, toggle and number questions: every option (also those nobody chose), in the form's order. */
  readonly options: readonly SurveyOptionCount[];
  /** Number questions: the average with two decimals as text ('4,50'), null without answers. */
  readonly average: string | null;
  /** Text questions: the answers, newest first (at most `textLimit`). */
  readonly texts: readonly string[];
}

export interface SurveyResults {
  /** How many surveys were filled in. */
  readonly total: number;
  readonly questions: readonly SurveyQuestionResult[];
}

/** One filled-in survey: its values by field name. */
export interface SurveyAnswerValues {
  readonly data: Readonly<Record<string, unknown>>;
}

/** Kinds of the form-field plugins that ask nothing (layout, uploads, signatures). */
const NOT_QUESTIONS = new Set(['RichText', 'FileUpload', 'Signature', 'TwoColumnRow']);
const MULTIPLE = new Set(['Checkboxes']);
const TOGGLES = new Set(['Toggle', 'EmailToggle', 'EmptyFormToggle']);
const NUMBERS = new Set(['NumberInput', 'Range', 'Multiplier']);

function kindOf(field: FormFieldDefinition): SurveyQuestionKind | null {
  const plugin = typeof field.plugin === 'string' ? field.plugin : '';
  if (NOT_QUESTIONS.has(plugin)) return null;
  if (MULTIPLE.has(plugin)) return 'multiple';
  if (TOGGLES.has(plugin)) return 'toggle';
  if (NUMBERS.has(plugin)) return 'number';
  if (Array.isArray(field.options) && field.options.length > 0) return 'choice';
  return 'text';
}

/** The questions of a survey form, in the form's order (the results and the survey columns list them). */
export function surveyQuestions(
  definition: FormDefinition,
): { fieldName: string; label: string; kind: SurveyQuestionKind }[] {
  return definition.flatMap((field) => {
    const kind = kindOf(field);
    if (!kind || typeof field.field_name !== 'string' || field.field_name === '') return [];
    return [{ fieldName: field.field_name, label: questionLabel(field), kind }];
  });
}

function questionLabel(field: FormFieldDefinition): string {
  return typeof field.label === 'string' && field.label.trim() !== ''
    ? field.label.trim()
    : 'Pytanie bez treści';
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function toggleLabels(field: FormFieldDefinition) {
  return {
    ...(typeof field.yesLabel === 'string' ? { yes: field.yesLabel } : {}),
    ...(typeof field.noLabel === 'string' ? { no: field.noLabel } : {}),
  };
}

function optionList(field: FormFieldDefinition): { value: string; label: string }[] {
  return (field.options ?? []).map((option) => ({
    value: String(option.value),
    label:
      typeof option.label === 'string' && option.label.trim() !== '' ? option.label : String(option.value),
  }));
}

function countOptions(
  field: FormFieldDefinition,
  values: readonly unknown[],
  kind: SurveyQuestionKind,
): SurveyOptionCount[] {
  const counts = new Map<string, number>();
  for (const value of values) {
    const chosen = Array.isArray(value) ? value.map(String) : [String(value)];
    for (const item of new Set(chosen)) counts.set(item, (counts.get(item) ?? 0) + 1);
  }
  let listed: { value: string; label: string }[];
  if (kind === 'toggle') {
    const labels = toggleLabels(field);
    listed = [
      { value: 'true', label: toggleLabel(true, labels) },
      { value: 'false', label: toggleLabel(false, labels) },
    ];
  } else if (kind === 'number') {
    listed = [...counts.keys()]
      .sort((a, b) => Number(a) - Number(b))
      .map((value) => ({ value, label: value.replace('.', ',') }));
  } else {
    listed = optionList(field);
    // A value the form no longer offers (an option removed after answers came) is still counted.
    for (const value of counts.keys())
      if (!listed.some((option) => option.value === value)) listed.push({ value, label: value });
  }
  return listed.map((option) => ({ ...option, count: counts.get(option.value) ?? 0 }));
}

function averageOf(values: readonly unknown[]): string | null {
  const numbers = values.map(Number).filter((n) => Number.isFinite(n));
  if (numbers.length === 0) return null;
  const sum = numbers.reduce((acc, n) => acc.plus(n), new Decimal(0));
  return sum.dividedBy(numbers.length).toFixed(2).replace('.', ',');
}

function normalised(kind: SurveyQuestionKind, value: unknown): unknown {
  if (kind === 'toggle') return value === true || value === 'true' || value === 1 ? 'true' : 'false';
  return value;
}

/**
 * The results of `answers` (newest first) for the survey form `definition`. `textLimit` bounds the listed text
 * answers per question (the export has them all).
 */
export function summarizeSurvey(input: {
  definition: FormDefinition;
  answers: readonly SurveyAnswerValues[];
  textLimit?: number;
}): SurveyResults {
  const { definition, answers } = input;
  const textLimit = input.textLimit ?? 50;
  const questions = definition.flatMap((field): SurveyQuestionResult[] => {
    const kind = kindOf(field);
    if (!kind || typeof field.field_name !== 'string' || field.field_name === '') return [];
    const values = answers
      .map((answer) => answer.data[field.field_name])
      .filter((value) => !isEmpty(value))
      .map((value) => normalised(kind, value));
    const base = { fieldName: field.field_name, label: questionLabel(field), kind, answered: values.length };
    if (kind === 'text') {
      const texts = values.slice(0, textLimit).map((value) => String(value).trim());
      return [{ ...base, options: [], average: null, texts }];
    }
    return [
      {
        ...base,
        options: countOptions(field, values, kind),
        average: kind === 'number' ? averageOf(values) : null,
        texts: [],
      },
    ];
  });
  return { total: answers.length, questions };
}

/** An answer's value as text for the export and the participants grid: option labels, 'Tak'/'Nie', lists joined. */
export function surveyAnswerText(field: FormFieldDefinition | undefined, value: unknown): string {
  if (isEmpty(value)) return '';
  const kind = field ? kindOf(field) : null;
  if (field && kind === 'toggle') return toggleLabel(value, toggleLabels(field));
  if (typeof value === 'boolean') return toggleLabel(value);
  const options = field ? optionList(field) : [];
  const labelOf = (item: unknown) =>
    options.find((option) => option.value === String(item))?.label ?? String(item);
  if (Array.isArray(value)) return value.map(labelOf).join(', ');
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'object') return JSON.stringify(value);
  return labelOf(value);
}
