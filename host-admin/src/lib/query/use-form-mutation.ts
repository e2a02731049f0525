import { useCallback, useState } from 'react';
import { useFeedback } from '../../app/services.js';
import { formErrorLines } from '../../forms/server-errors.js';
import { type ApiMutationOptions, useApiMutation } from './use-api-mutation.js';

export interface FormMutationOptions<V, R> extends Omit<ApiMutationOptions<V, R>, 'showsErrors'> {
  /** A 403 is the form's to show (calls made before the account is confirmed). */
  forbiddenIsFormError?: boolean;
  /** A 429 (too many tries, with the wait in its message) is the form's to show (log-in, password reset). */
  rateLimitIsFormError?: boolean;
}

export interface FormMutation<V, R> {
  /** Sends the write; the answer, or undefined when it failed (the problems are then in `errors`). */
  run: (variables: V) => Promise<R | undefined>;
  busy: boolean;
  /** The server's validation and business problems, shown with the form as '- item' lines. */
  errors: string[];
  setErrors: (errors: string[]) => void;
}

/**
 * A write sent by a form: a mutation (never retried, invalidating what it changes) whose 400 list and 409
 * message stay with the form; every other error goes to the spec's client handling (§8).
 */
export function useFormMutation<V = void, R = unknown>(
  options: FormMutationOptions<V, R>,
): FormMutation<V, R> {
  const feedback = useFeedback();
  const [errors, setErrors] = useState<string[]>([]);
  const { forbiddenIsFormError, rateLimitIsFormError, ...mutationOptions } = options;
  const mutation = useApiMutation<V, R>({ ...mutationOptions, showsErrors: true });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (variables: V) => {
      setErrors([]);
      try {
        return await mutateAsync(variables);
      } catch (error) {
        const lines = formErrorLines(error, { forbiddenIsFormError, rateLimitIsFormError });
        if (lines) setErrors(lines);
        else feedback.handleError(error);
        return undefined;
      }
    },
    [mutateAsync, feedback, forbiddenIsFormError, rateLimitIsFormError],
  );
  return { run, busy: mutation.isPending, errors, setErrors };
}
