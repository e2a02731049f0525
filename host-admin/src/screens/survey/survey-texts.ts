/** Polish texts of the survey screens that depend on numbers or state. */
import { formatPolishCount, type PolishPluralForms } from '@zapisy/core';
import { formatDateTime } from '../../lib/format-date-time.js';

const SURVEYS: PolishPluralForms = {
  one: 'wypełniona ankieta',
  few: 'wypełnione ankiety',
  many: 'wypełnionych ankiet',
  other: 'wypełnionej ankiety',
};
const ANSWERS: PolishPluralForms = {
  one: 'odpowiedź',
  few: 'odpowiedzi',
  many: 'odpowiedzi',
  other: 'odpowiedzi',
};

/** '1 wypełniona ankieta', '3 wypełnione ankiety', '12 wypełnionych ankiet'. */
export const surveysCount = (n: number) => formatPolishCount(n, SURVEYS);
/** '1 odpowiedź', '5 odpowiedzi'. */
export const answersCount = (n: number) => formatPolishCount(n, ANSWERS);

/** '40%' of `count` in `of` (whole percent; 0 of 0 is 0%). */
export function percent(count: number, of: number): string {
  return of === 0 ? '0%' : `${Math.round((count / of) * 100)}%`;
}

/** 'Otwarta do 30/06/2026, 18:00', 'Zamknięta (od 01/07/2026, 10:00)', 'Wyłączona w ustawieniach projektu'. */
export function surveyStateText(state: {
  enabled: boolean;
  open: boolean;
  from: string | Date | null;
  to: string | Date | null;
}): string {
  if (!state.enabled) return 'Wyłączona w ustawieniach projektu';
  const window = [
    state.from ? `od ${formatDateTime(state.from)}` : '',
    state.to ? `do ${formatDateTime(state.to)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (state.open) return window ? `Otwarta ${window}` : 'Otwarta bez ograniczeń czasu';
  return window ? `Zamknięta (przyjmuje odpowiedzi ${window})` : 'Zamknięta';
}

export const QUESTION_KIND_LABELS: Readonly<Record<string, string>> = {
  choice: 'Jednokrotny wybór',
  multiple: 'Wielokrotny wybór',
  toggle: 'Tak / nie',
  number: 'Liczba',
  text: 'Odpowiedź tekstowa',
};
