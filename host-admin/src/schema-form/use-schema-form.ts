import { useCallback, useState } from 'react';
import { validateWithSchema } from './ajv.js';
import { errorsByPath } from './messages.js';

export interface SchemaFormState<T> {
  value: T;
  setValue: (next: T) => void;
  errors: Record<string, string[]>;
  /** Validates with the server's schema and options; on success returns the value the server would store. */
  validate: () => { valid: true; value: T } | { valid: false; messages: string[] };
  reset: (next: T) => void;
}

/** The list form of field errors: 'Label: message' lines for a summary under the form. */
function summary(errors: Record<string, string[]>): string[] {
  return Object.entries(errors).flatMap(([path, messages]) =>
    messages.map((m) => `${path || 'formularz'}: ${m}`),
  );
}

/** `schema` may follow the value (a form whose fields depend on a choice validates what it draws). */
export function useSchemaForm<T>(schema: object | ((value: T) => object), initial: T): SchemaFormState<T> {
  const [value, setValueState] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const setValue = useCallback((next: T) => setValueState(next), []);
  const validate = useCallback((): ReturnType<SchemaFormState<T>['validate']> => {
    const result = validateWithSchema(typeof schema === 'function' ? schema(value) : schema, value);
    if (result.valid) {
      setErrors({});
      return { valid: true, value: result.value };
    }
    const byPath = errorsByPath(result.errors);
    setErrors(byPath);
    return { valid: false, messages: summary(byPath) };
  }, [schema, value]);
  const reset = useCallback((next: T) => {
    setValueState(next);
    setErrors({});
  }, []);
  return { value, setValue, errors, validate, reset };
}
