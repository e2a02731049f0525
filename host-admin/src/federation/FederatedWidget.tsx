import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { Spinner } from '../components/Spinner.js';
import { defaultWidgetLoader } from './loader.js';
import type { WidgetLoader, WidgetMountOptions } from './types.js';

/** Lets tests and Storybook swap the Module Federation loader for a fake. */
export const WidgetLoaderContext = createContext<WidgetLoader>(defaultWidgetLoader);

export interface FederatedWidgetProps {
  /** Widget name in /widgets/manifest.json, e.g. 'form'. */
  name: string;
  options: WidgetMountOptions;
  /** Overrides the loader from context. */
  loader?: WidgetLoader;
  className?: string;
}

type State = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/**
 * Mounts a federated widget into a DOM node it owns: loads the remote's mount module, calls
 * `mount(element, options)` in an effect and the returned unmount on cleanup.
 */
export function FederatedWidget({ name, options, loader, className }: FederatedWidgetProps) {
  const contextLoader = useContext(WidgetLoaderContext);
  const load = loader ?? contextLoader;
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const optionsKey = JSON.stringify(options);

  // biome-ignore lint/correctness/useExhaustiveDependencies: options are compared by value (optionsKey); attempt re-runs the load.
  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    setState({ status: 'loading' });
    load(name)
      .then((mod) => {
        const element = hostRef.current;
        if (cancelled || !element) return;
        const result = mod.mount(element, JSON.parse(optionsKey) as WidgetMountOptions);
        unmount = typeof result === 'function' ? result : undefined;
        setState({ status: 'ready' });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
      try {
        unmount?.();
      } catch {
        // a failing unmount must not break navigation
      }
    };
  }, [load, name, optionsKey, attempt]);

  return (
    <div
      className={['za-widget', className].filter(Boolean).join(' ')}
      data-widget={name}
      aria-busy={state.status === 'loading'}
    >
      {state.status === 'loading' && (
        <Spinner label={name === 'form' ? 'Wczytywanie formularza...' : 'Wczytywanie widżetu...'} inline />
      )}
      {state.status === 'error' && (
        <div className="za-alert za-alert--error" role="alert">
          <p className="za-alert__title">Nie udało się wczytać widżetu.</p>
          <p className="za-alert__text">{state.message}</p>
          <button type="button" className="za-button" onClick={() => setAttempt((n) => n + 1)}>
            Spróbuj ponownie
          </button>
        </div>
      )}
      <div ref={hostRef} className="za-widget__mount" hidden={state.status === 'error'} />
    </div>
  );
}
