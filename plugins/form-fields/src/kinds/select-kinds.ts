import type { FormFieldDefinition, FormFieldKind, FormFieldOption } from '@zapisy/core';
import { FORM_FIELD_NAMES as N } from '@zapisy/core';
import { coerceText, coerceTextList } from './coerce.js';
import { OPTIONS_PROPERTY } from './data-schema.js';
import { fieldKind } from './field-kind-factory.js';
import { FIELD_MESSAGES as M } from './messages.js';
import { optionText } from './value-text.js';

function optionsOf(field: FormFieldDefinition): readonly FormFieldOption[] {
  return Array.isArray(field.options) ? field.options : [];
}

/** Spec §3 "options with inventory and count": an option whose inventory is set and at or below zero is gone. */
function isSoldOut(option: FormFieldOption): boolean {
  return typeof option.inventory === 'number' && option.inventory <= 0;
}

function optionProblems(values: readonly string[], field: FormFieldDefinition, open: boolean): string[] {
  const options = optionsOf(field);
  if (open && options.length === 0) return [];
  const problems: string[] = [];
  for (const value of values) {
    const option = options.find((candidate) => candidate.value === value);
    if (option === undefined) problems.push(M.unknownOption(value));
    else if (isSoldOut(option)) problems.push(M.soldOutOption(option.label ?? option.value));
  }
  return problems;
}

interface SingleChoiceSpec {
  readonly id: string;
  readonly title: string;
  readonly fieldName: string;
  readonly label: string;
  readonly options?: readonly FormFieldOption[];
  /**
   * The choices come from the project (appointments, employees) when the cell lists no options; the value is
   * then only checked to be a text.
   */
  readonly open?: boolean;
}

/** A kind whose value is one option value. */
function singleChoiceKind(spec: SingleChoiceSpec): FormFieldKind {
  return fieldKind({
    id: spec.id,
    title: spec.title,
    family: 'select',
    fieldName: spec.fieldName,
    label: spec.label,
    defaults: { options: spec.options ?? [] },
    properties: OPTIONS_PROPERTY,
    coerce: coerceText,
    format: optionText,
    validate: (value, field) =>
      typeof value === 'string' ? optionProblems([value], field, spec.open === true) : [M.choice],
  });
}

export const radioButtonsKind = singleChoiceKind({
  id: 'RadioButtons',
  title: 'Jednokrotny wybór',
  fieldName: 'choice',
  label: 'Wybierz',
});

export const dropdownKind = singleChoiceKind({
  id: 'Dropdown',
  title: 'Lista rozwijana',
  fieldName: 'dropdown',
  label: 'Wybierz',
});

export const businessTypeKind = singleChoiceKind({
  id: 'BusinessType',
  title: 'Rodzaj klienta',
  fieldName: N.businessType,
  label: 'Rejestruję się jako',
  options: [
    { value: 'private', label: 'Osoba prywatna' },
    { value: 'company', label: 'Firma' },
  ],
});

export const appointmentSelectKind = singleChoiceKind({
  id: 'AppointmentSelect',
  title: 'Wybór terminu',
  fieldName: N.appointment,
  label: 'Termin',
  open: true,
});

export const employeeSelectKind = singleChoiceKind({
  id: 'EmployeeSelect',
  title: 'Wybór pracownika',
  fieldName: N.selectedEmployee,
  label: 'Pracownik',
  open: true,
});

/** Checkboxes: the values of the ticked options. */
export const checkboxesKind = fieldKind({
  id: 'Checkboxes',
  title: 'Wielokrotny wybór',
  family: 'checkboxes',
  fieldName: 'checkboxes',
  label: 'Zaznacz',
  defaults: { options: [] },
  properties: OPTIONS_PROPERTY,
  coerce: coerceTextList,
  format: optionText,
  validate: (value, field) => {
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return [M.choices];
    return optionProblems(value, field, false);
  },
});

export const selectKinds: readonly FormFieldKind[] = [
  radioButtonsKind,
  dropdownKind,
  businessTypeKind,
  appointmentSelectKind,
  employeeSelectKind,
  checkboxesKind,
];
