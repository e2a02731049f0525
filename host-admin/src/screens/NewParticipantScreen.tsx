import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useEnv } from '../app/env-context.js';
import { useProjectDomain } from '../app/use-project-domain.js';
import { FederatedWidget } from '../federation/FederatedWidget.js';
import { apiBase } from '../lib/api.js';
import type { AreaScreenProps } from '../routes/table.js';
import { ProjectPrompt } from './ProjectPrompt.js';

/** 'Nowy uczestnik': the registration form widget, loaded through Module Federation. */
export function NewParticipantScreen({ route }: AreaScreenProps) {
  const env = useEnv();
  const { domain, source } = useProjectDomain();
  const [params, setParams] = useSearchParams();
  const base = apiBase(env?.apiPath);
  const options = useMemo(() => (domain ? { project: domain, apiBase: base } : null), [domain, base]);

  const choose = (next: string | null) => {
    const copy = new URLSearchParams(params);
    if (next) copy.set('projekt', next);
    else copy.delete('projekt');
    setParams(copy);
  };

  return (
    <section className="za-screen" aria-labelledby="za-screen-title">
      <header className="za-screen__header">
        <h1 id="za-screen-title" className="za-screen__title">
          {route.title}
        </h1>
        {domain && (
          <p className="za-screen__meta">
            Projekt: <strong>{domain}</strong>
            {source === 'query' && (
              <button type="button" className="za-link-button" onClick={() => choose(null)}>
                Zmień projekt
              </button>
            )}
          </p>
        )}
      </header>
      {options ? <FederatedWidget name="form" options={options} /> : <ProjectPrompt onChoose={choose} />}
    </section>
  );
}
