/**
 * A react-hook-form resolver over Ajv with the server's options (`schema-form/ajv.ts`: one validator
 * compiled per schema, the value coerced as the server will see it) and core's Polish messages, the ones
 * the server's 400 list uses. @hookform/resolvers' own Ajv resolver builds a new Ajv and compiles the
 * schema on every check and keeps Ajv's English messages, so only its error-nesting helper is used.
 */
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { errorSegments, polishValidationMessage } from '@zapisy/core';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { validateWithSchema } from '../../schema-form/ajv.js';

export function schemaResolver<T extends FieldValues>(schema: object): Resolver<T> {
  return (values, _context, options) => {
    const result = validateWithSchema<T>(schema, values);
    if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
    if (result.valid) return { values: result.value, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const error of result.errors) {
      const path = errorSegments(error).join('.');
      errors[path] ??= { type: error.keyword, message: polishValidationMessage(error) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
