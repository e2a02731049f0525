import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEnv } from '../app/env-context.js';
import { useSession } from '../app/services.js';
import { useProjectDomain } from '../app/use-project-domain.js';
import { FederatedWidget } from '../federation/FederatedWidget.js';
import { apiBase } from '../lib/api.js';
import type { AreaScreenProps } from '../routes/table.js';
import { ProjectPrompt } from './ProjectPrompt.js';

/** The form widget's event (widgets/form mount.tsx REGISTERED_EVENT) with the server's answer. */
const REGISTERED_EVENT = 'zapisy:registered';

/** The participant ids of the answer of `POST /participants/{eventId}` (`participants: [{_id, …}]`). */
export function registeredIds(answer: unknown): string[] {
  const participants = (answer as { participants?: unknown } | null)?.participants;
  if (!Array.isArray(participants)) return [];
  return participants.flatMap((p) => {
    const id = (p as { _id?: unknown } | null)?._id;
    return typeof id === 'string' && id !== '' ? [id] : [];
  });
}

/**
 * 'Nowy uczestnik': the registration form widget (Module Federation) in the organizer's mode — it submits
 * to `POST /participants/{eventId}` with the session token, so a closed registration does not stop the
 * organizer; when done it goes to /admin/zapisany/finalizacja with the added ids (then 'Zakończ' → sukces).
 */
export function NewParticipantScreen({ route }: AreaScreenProps) {
  const env = useEnv();
  const { token } = useSession();
  const navigate = useNavigate();
  const { domain, source } = useProjectDomain();
  const [params, setParams] = useSearchParams();
  const base = apiBase(env?.apiPath);
  const options = useMemo(
    () => (domain && token ? { project: domain, apiBase: base, organizer: { token } } : null),
    [domain, base, token],
  );
  const hostRef = useRef<HTMLDivElement>(null);
  const projekt = params.get('projekt');

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const done = (event: Event) => {
      const next = new URLSearchParams({ ids: registeredIds((event as CustomEvent).detail).join(',') });
      // Keep '?projekt=' so the next screen shows the same project.
      if (projekt) next.set('projekt', projekt);
      navigate(`/zapisany/finalizacja?${next.toString()}`);
    };
    host.addEventListener(REGISTERED_EVENT, done);
    return () => host.removeEventListener(REGISTERED_EVENT, done);
  }, [navigate, projekt]);

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
      <div ref={hostRef}>
        {options ? <FederatedWidget name="form" options={options} /> : <ProjectPrompt onChoose={choose} />}
      </div>
    </section>
  );
}
