/** Polish messages of the forms API. */
import type { FormType } from '@zapisy/core';

/** The form's name and the past-tense ending agreeing with its gender ('został' / 'została'). */
const FORM_NAMES: Record<FormType, { name: string; ending: string }> = {
  registration: { name: 'Formularz zapisów', ending: '' },
  basic: { name: 'Formularz podstawowy', ending: '' },
  survey: { name: 'Ankieta', ending: 'a' },
};

export const FORM_MESSAGES = {
  revisionConflict:
    'Formularz zmieniono w innym oknie albo na innym urządzeniu. Odśwież edytor, aby zobaczyć najnowszą wersję — Twoje zmiany nie zostały zapisane.',
  invalidForm: 'Formularz zawiera błędy. Popraw je przed zapisaniem.',
  notSaved: (type: FormType) => {
    const { name, ending } = FORM_NAMES[type];
    return `${name} nie został${ending} jeszcze zapisan${ending || 'y'}.`;
  },
  notPublished: (type: FormType) => {
    const { name, ending } = FORM_NAMES[type];
    return `${name} tego projektu nie został${ending} jeszcze opublikowan${ending || 'y'}.`;
  },
  previewNotFound: 'Nie znaleziono podglądu formularza. Link mógł się zmienić — otwórz podgląd z edytora.',
  missingField: (label: string, fieldName: string) =>
    `Formularz zapisów musi zawierać pole „${label}” (${fieldName}).`,
} as const;
