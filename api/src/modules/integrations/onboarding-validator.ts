/**
 * Validators of the providers' onboarding forms (JSON Schemas declared by plugins, not known when the
 * routes are built), compiled once per provider with the same Ajv options as the route schemas.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { AJV_CUSTOM_OPTIONS } from '../../http/kernel.js';

const ajv = new Ajv({
  ...AJV_CUSTOM_OPTIONS,
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  strict: false,
});
const compiled = new Map<string, ValidateFunction>();

export function onboardingValidator(
  providerId: string,
  schema: Readonly<Record<string, unknown>>,
): ValidateFunction {
  let validate = compiled.get(providerId);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(providerId, validate);
  }
  return validate;
}
