import { useCallback, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useFeedback } from '../../app/services.js';
import { type FormFields, type PlaceOptions, placeServerErrors } from './server-field-errors.js';

const NO_OPTIONS: PlaceOptions = {};

/**
 * Sends a react-hook-form form's write: each line of a 400 list that names one of `fields` goes under that
 * field, the other lines and a 409 message go to `problems` (the form's '- item' list), anything else to
 * the spec's client handling. `send` answers undefined when the write failed. `options` should be stable
 * (a constant or memoised): `send` changes with it.
 */
export function useFormSave<T extends FieldValues>(
  fields: FormFields,
  setError: UseFormSetError<T>,
  options: PlaceOptions = NO_OPTIONS,
) {
  const feedback = useFeedback();
  const [problems, setProblems] = useState<string[]>([]);
  const send = useCallback(
    async <R>(write: () => Promise<R>): Promise<R | undefined> => {
      setProblems([]);
      try {
        return await write();
      } catch (error) {
        const rest = placeServerErrors(error, fields, setError, options);
        if (rest) setProblems(rest);
        else feedback.handleError(error);
        return undefined;
      }
    },
    [fields, setError, feedback, options],
  );
  return { problems, send };
}
