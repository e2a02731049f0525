import { useCallback, useRef, useState } from 'react';
import { useFeedback } from '../app/services.js';
import { formErrorLines } from './server-errors.js';

export interface FormAction<A extends unknown[], R> {
  run: (...args: A) => Promise<R | undefined>;
  busy: boolean;
  /** Server problems shown with the form as '- item' lines. */
  errors: string[];
  setErrors: (errors: string[]) => void;
}

/**
 * Runs a server call for a form: busy state, validation and business problems kept for the form, every
 * other error to the spec's client handling (toasts, modals, log-in redirect).
 */
export function useFormAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: { forbiddenIsFormError?: boolean } = {},
): FormAction<A, R> {
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const actionRef = useRef(action);
  actionRef.current = action;
  const { forbiddenIsFormError } = options;
  const run = useCallback(
    async (...args: A) => {
      setBusy(true);
      setErrors([]);
      try {
        return await actionRef.current(...args);
      } catch (error) {
        const lines = formErrorLines(error, { forbiddenIsFormError });
        if (lines) setErrors(lines);
        else feedback.handleError(error);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [feedback, forbiddenIsFormError],
  );
  return { run, busy, errors, setErrors };
}
