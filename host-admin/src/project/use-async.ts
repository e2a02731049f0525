import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { useFeedback } from '../app/services.js';

export interface AsyncState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
  setData: (data: T) => void;
}

/** Loads data for a screen; errors go to the spec's client handling and are kept for the screen. */
export function useAsync<T>(load: (() => Promise<T>) | null, deps: DependencyList): AsyncState<T> {
  const feedback = useFeedback();
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(load !== null);
  const [error, setError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what the loader depends on
  useEffect(() => {
    const current = loadRef.current;
    if (!current) {
      setLoading(false);
      return;
    }
    let active = true;
    setLoading(true);
    setError(null);
    current().then(
      (value) => {
        if (!active) return;
        setData(value);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!active) return;
        setError(failure);
        setLoading(false);
        feedback.handleError(failure);
      },
    );
    return () => {
      active = false;
    };
  }, [...deps, tick, feedback]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, loading, error, reload, setData };
}
