import type { FormFieldDefinition, FormFieldKind } from '@zapisy/core';
import { coerceNumber } from './coerce.js';
import { NUMBER_RANGE_PROPERTIES } from './data-schema.js';
import { fieldKind } from './field-kind-factory.js';
import { FIELD_MESSAGES as M } from './messages.js';

function limit(field: FormFieldDefinition, key: 'min' | 'max' | 'step'): number | undefined {
  const value = field[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Whole multiples of the step from the minimum, with room for binary fractions (0.1 + 0.2). */
function onStep(value: number, step: number, from: number): boolean {
  const steps = (value - from) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

function validateNumber(value: unknown, field: FormFieldDefinition, integer: boolean): string[] {
  if (typeof value !== 'number' || !Number.isFinite(value)) return [M.number];
  if (integer && !Number.isInteger(value)) return [M.integer];
  const min = limit(field, 'min');
  const max = limit(field, 'max');
  const step = limit(field, 'step');
  if (min !== undefined && value < min) return [M.min(min)];
  if (max !== undefined && value > max) return [M.max(max)];
  if (step !== undefined && step > 0 && !onStep(value, step, min ?? 0)) return [M.step(step, min ?? 0)];
  return [];
}

export const numberInputKind = fieldKind({
  id: 'NumberInput',
  title: 'Liczba',
  family: 'basic-field',
  fieldName: 'number',
  label: 'Liczba',
  properties: NUMBER_RANGE_PROPERTIES,
  coerce: coerceNumber,
  validate: (value, field) => validateNumber(value, field, false),
});

/** Multiplier: how many pieces of something priced (a whole number, 0–10 by default). */
export const multiplierKind = fieldKind({
  id: 'Multiplier',
  title: 'Mnożnik (liczba sztuk)',
  family: 'basic-field',
  fieldName: 'multiplier',
  label: 'Liczba sztuk',
  defaults: { min: 0, max: 10, step: 1, hasPrice: true },
  properties: NUMBER_RANGE_PROPERTIES,
  coerce: coerceNumber,
  validate: (value, field) => validateNumber(value, field, true),
});

export const rangeKind = fieldKind({
  id: 'Range',
  title: 'Suwak',
  family: 'basic-field',
  fieldName: 'range',
  label: 'Wartość',
  defaults: { min: 0, max: 100, step: 1 },
  properties: NUMBER_RANGE_PROPERTIES,
  coerce: coerceNumber,
  validate: (value, field) => validateNumber(value, field, false),
});

export const numberKinds: readonly FormFieldKind[] = [numberInputKind, multiplierKind, rangeKind];
