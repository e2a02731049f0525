/**
 * A react-hook-form form drawn by `SchemaForm`: the values live in react-hook-form (dirty state, submit,
 * reset), validated on submit with the server's schema and core's Polish messages (`schemaResolver`); the
 * drawn form gets the value, a change handler and the errors by field path it takes. `schema` may follow
 * the value (a form whose fields depend on a choice validates what it draws).
 */
import { useMemo } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { schemaResolver } from '../lib/forms/schema-resolver.js';

export interface SchemaFormBinding {
  value: unknown;
  onChange: (next: unknown) => void;
  errors: Record<string, string[]>;
}

/** react-hook-form's nested errors as the drawn form's 'a.b.c' → messages. */
export function errorsByFieldPath(errors: FieldErrors, prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, entry] of Object.entries(errors)) {
    if (!entry || typeof entry !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (entry as { message?: unknown }).message;
    if (typeof message === 'string') out[path] = [message];
    else Object.assign(out, errorsByFieldPath(entry as FieldErrors, path));
  }
  return out;
}

export function useSchemaHookForm<T extends FieldValues>(
  schema: object | ((value: T) => object),
  defaultValues: T,
): { form: UseFormReturn<T>; bind: SchemaFormBinding } {
  const resolver = useMemo<Resolver<T>>(
    () => (values, context, options) =>
      schemaResolver<T>(typeof schema === 'function' ? schema(values) : schema)(values, context, options),
    [schema],
  );
  const form = useForm<T>({ defaultValues: defaultValues as DefaultValues<T>, resolver });
  const value = form.watch();
  const bind: SchemaFormBinding = {
    value,
    onChange: (next) => {
      for (const [key, item] of Object.entries(next as T)) {
        if (item !== value[key])
          form.setValue(key as Path<T>, item as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    },
    errors: errorsByFieldPath(form.formState.errors),
  };
  return { form, bind };
}
