import { PLUGIN_SETTINGS_UI_KEYWORDS, SCHEMA_UI_KEYWORDS } from '@zapisy/core';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The server's Ajv options (Fastify's defaults `coerceTypes: 'array'`, `useDefaults`, `removeAdditional`,
 * `addUsedSchema: false`, plus api/src/http/kernel.ts AJV_CUSTOM_OPTIONS `allErrors`, `allowUnionTypes`)
 * and ajv-formats, as @fastify/ajv-compiler adds it: the browser and the server accept the same values.
 */
export const SERVER_AJV_OPTIONS = {
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  addUsedSchema: false,
  allErrors: true,
  allowUnionTypes: true,
} as const;

/** SchemaForm's hints the admin adds to a schema (`x-locked`: drawn read-only; `x-generated`: an id made on 'Dodaj', not drawn; see SchemaForm.tsx). */
export const SCHEMA_FORM_UI_KEYWORDS = ['x-locked', 'x-generated'] as const;

export function createServerLikeAjv(): Ajv {
  const ajv = new Ajv({ ...SERVER_AJV_OPTIONS });
  addFormats(ajv);
  // The plugins' UI hints in the settings forms' schemas and SchemaForm's own: accepted, never validated.
  for (const keyword of [...PLUGIN_SETTINGS_UI_KEYWORDS, ...SCHEMA_FORM_UI_KEYWORDS, ...SCHEMA_UI_KEYWORDS])
    ajv.addKeyword(keyword);
  return ajv;
}

let shared: Ajv | null = null;
const compiled = new WeakMap<object, ValidateFunction>();

/** One compiled validator per schema object. */
export function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    shared ??= createServerLikeAjv();
    validate = shared.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

export interface SchemaValidation<T> {
  valid: boolean;
  /** The value as the server will see it: a copy with types coerced, defaults filled, unknown keys dropped. */
  value: T;
  errors: ErrorObject[];
}

/** Validates a copy of `value` (Ajv changes what it validates) with the server's options. */
export function validateWithSchema<T>(schema: object, value: T): SchemaValidation<T> {
  const copy = structuredClone(value);
  const validate = validatorFor(schema);
  const valid = validate(copy) as boolean;
  return { valid, value: copy, errors: valid ? [] : [...(validate.errors ?? [])] };
}
