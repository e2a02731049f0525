import { useCallback, useEffect, useState } from 'react';
import { loadFormData, WidgetApiError } from './api.js';
import { FormWidgetView } from './FormWidgetView.js';
import type { FormViewState } from './types.js';

export interface FormWidgetProps {
  /** Project domain name, e.g. 'demo'. */
  project: string;
  /** Absolute API base, e.g. 'http://localhost:3000/services/api'. */
  apiBase: string;
}

/** The form widget's React root: loads the project and its vocabulary, then renders `FormWidgetView`. */
export function FormWidget({ project, apiBase }: FormWidgetProps) {
  const [state, setState] = useState<FormViewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on 'Spróbuj ponownie'.
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadFormData(apiBase, project).then(
      ({ project: info, strings }) => {
        if (!cancelled) setState({ status: 'ready', project: info, strings });
      },
      (error: unknown) => {
        if (cancelled) return;
        const kind = error instanceof WidgetApiError ? error.kind : 'unavailable';
        console.error(`[zapisy] ZAPISY-FORM-${kind === 'not-found' ? '404' : '503'}:`, error);
        setState({ status: 'error', kind, project });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [apiBase, project, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return <FormWidgetView state={state} onRetry={retry} />;
}
