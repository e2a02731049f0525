import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiClient } from '../../api/client.js';
import { useApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ProjectScreenFrame } from '../ProjectScreenFrame.js';
import { idsOf } from './AddedParticipantsScreen.js';
import { type BillingSchedule, billingScheduleApi } from './billing-schedule.js';
import { ParticipantSchedule } from './ParticipantSchedule.js';
import { type ParticipantRecord, participantFormsApi } from './participant-forms-api.js';

/** One id of `?ids=`: the participant with its schedule, or not found. */
export type FinalizeEntry =
  | { id: string; participant: ParticipantRecord; schedule: BillingSchedule }
  | { id: string; missing: true };

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/** A 404 (unknown id, or one of another project) becomes a missing entry; other failures stay errors. */
async function loadEntry(api: ApiClient, eventId: string, id: string): Promise<FinalizeEntry> {
  try {
    const [participant, schedule] = await Promise.all([
      participantFormsApi.participant(api, eventId, id),
      billingScheduleApi.schedule(api, eventId, id),
    ]);
    return { id, participant, schedule };
  } catch (error) {
    if (isNotFound(error)) return { id, missing: true };
    throw error;
  }
}

/** `path?ids=…` keeping '?projekt=' so the next screen shows the same project. */
function withProject(path: string, query: Record<string, string>, projekt: string | null): string {
  const params = new URLSearchParams(query);
  if (projekt) params.set('projekt', projekt);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * /admin/zapisany/finalizacja?ids=…: the step between adding participants and 'Zapis zakończony' — each
 * added person with status, waiting-list mark and payment schedule, so the organizer can check the amounts
 * and correct the data before finishing. Payments themselves come later (issue 6).
 */
export function FinalizeParticipantsScreen({ route }: AreaScreenProps) {
  const api = useApi();
  const { current, label } = useProject();
  const eventId = current?.eventId;
  const [params] = useSearchParams();
  const projekt = params.get('projekt');
  const ids = idsOf(params.get('ids'));
  const key = ids.join(',');
  const entries = useQuery({
    queryKey: queryKeys.participantsToFinalize(eventId ?? '', key),
    queryFn: () => Promise.all(ids.map((id) => loadEntry(api, eventId ?? '', id))),
    enabled: Boolean(eventId) && ids.length > 0,
    staleTime: 0,
  });
  const found = (entries.data ?? []).flatMap((entry) => ('missing' in entry ? [] : [entry]));
  const missing = (entries.data ?? []).flatMap((entry) => ('missing' in entry ? [entry.id] : []));
  return (
    <ProjectScreenFrame title={route.title} meta={(project) => project.event.name}>
      {() => (
        <>
          {found.length > 0 ? (
            <p className="za-card__text">
              {label('Sprawdź dane dodanych uczestników i ich harmonogram płatności, a potem zakończ zapis.')}
            </p>
          ) : null}
          {ids.length === 0 ? (
            <p className="za-card" role="alert">
              {label('Nie wskazano uczestników do finalizacji.')}{' '}
              <Link to={withProject('/zapisany/nowy', {}, projekt)}>{label('Dodaj uczestnika')}</Link>
            </p>
          ) : null}
          {ids.length > 0 && !entries.data && entries.isFetching ? <Spinner label="Wczytywanie…" /> : null}
          {entries.error && !entries.isFetching ? (
            <div className="za-card" role="alert">
              <p className="za-card__text">{label('Nie udało się wczytać danych uczestników.')}</p>
              <button
                type="button"
                className="za-button za-button--secondary"
                onClick={() => void entries.refetch()}
              >
                Spróbuj ponownie
              </button>
            </div>
          ) : null}
          {missing.map((id) => (
            <p key={id} className="za-card za-field__error" role="alert">
              {label('Nie znaleziono uczestnika')} „{id}” w tym projekcie.
            </p>
          ))}
          {found.map((entry) => (
            <ParticipantSchedule
              key={entry.id}
              participant={entry.participant}
              schedule={entry.schedule}
              editHref={withProject('/zapisany/edycja-danych', { id: entry.id }, projekt)}
            />
          ))}
          {found.length > 0 ? (
            <p className="za-form__actions">
              <Link
                to={withProject(
                  '/zapisany/sukces',
                  { ids: found.map((entry) => entry.id).join(',') },
                  projekt,
                )}
                className="za-button"
              >
                Zakończ
              </Link>
            </p>
          ) : null}
        </>
      )}
    </ProjectScreenFrame>
  );
}
