import { useCallback, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useFeedback } from '../../app/services.js';
import { placeServerErrors } from './server-field-errors.js';

/**
 * Sends a react-hook-form form's write: each line of a 400 list that names one of `fields` goes under that
 * field, the other lines and a 409 message go to `problems` (the form's '- item' list), anything else to
 * the spec's client handling. `send` answers undefined when the write failed.
 */
export function useFormSave<T extends FieldValues>(
  fields: ReadonlySet<string>,
  setError: UseFormSetError<T>,
) {
  const feedback = useFeedback();
  const [problems, setProblems] = useState<string[]>([]);
  const send = useCallback(
    async <R>(write: () => Promise<R>): Promise<R | undefined> => {
      setProblems([]);
      try {
        return await write();
      } catch (error) {
        const rest = placeServerErrors(error, fields, setError);
        if (rest) setProblems(rest);
        else feedback.handleError(error);
        return undefined;
      }
    },
    [fields, setError, feedback],
  );
  return { problems, send };
}
