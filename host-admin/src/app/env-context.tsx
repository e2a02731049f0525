import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { type EnvInfo, loadEnv } from '../lib/env.js';

const EnvContext = createContext<EnvInfo | null>(null);

export interface EnvProviderProps {
  children: ReactNode;
  /** Injectable for tests and stories; defaults to GET /services/api/env. */
  load?: () => Promise<EnvInfo>;
  /** A known environment (stories); skips loading. */
  value?: EnvInfo;
}

/**
 * Provides `GET /services/api/env`. The app renders at once with `null` and never waits for it:
 * a failing env call must not blank the admin (loadEnv falls back to production defaults).
 */
export function EnvProvider({ children, load = loadEnv, value }: EnvProviderProps) {
  const [env, setEnv] = useState<EnvInfo | null>(value ?? null);
  useEffect(() => {
    if (value) return;
    let active = true;
    load()
      .then((next) => {
        if (active) setEnv(next);
      })
      .catch(() => {
        // loadEnv never rejects; a custom loader might: keep rendering without env.
      });
    return () => {
      active = false;
    };
  }, [load, value]);
  return <EnvContext.Provider value={value ?? env}>{children}</EnvContext.Provider>;
}

/** The environment, or null while it loads. */
export function useEnv(): EnvInfo | null {
  return useContext(EnvContext);
}
