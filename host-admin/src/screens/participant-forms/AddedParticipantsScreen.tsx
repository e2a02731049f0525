import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { NeedProject } from '../NeedProject.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { participantFormsApi, participantName } from './participant-forms-api.js';

/** The ids of `?ids=a,b` (the add screen's answer), without blanks or repeats. */
export function idsOf(param: string | null): string[] {
  return [
    ...new Set(
      (param ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** /admin/zapisany/sukces?ids=…: 'Zapis zakończony' with the people just added and where to go next. */
export function AddedParticipantsScreen({ route }: AreaScreenProps) {
  const api = useApi();
  const { current, label } = useProject();
  const eventId = current?.eventId;
  const [params] = useSearchParams();
  const ids = idsOf(params.get('ids'));
  const key = ids.join(',');
  const people = useQuery({
    queryKey: queryKeys.participantsById(eventId ?? '', key),
    queryFn: () => Promise.all(ids.map((id) => participantFormsApi.participant(api, eventId ?? '', id))),
    enabled: Boolean(eventId) && ids.length > 0,
  });
  return (
    <ScreenFrame title={route.title} meta={current?.event.name}>
      {!eventId ? (
        <NeedProject />
      ) : (
        <div className="za-card" data-testid="added-participants">
          <p className="za-card__text">{label('Dodano uczestników')}:</p>
          {ids.length > 0 && !people.data && people.isLoading ? <Spinner label="Wczytywanie…" /> : null}
          <ul className="za-list">
            {(people.data ?? []).map((participant) => (
              <li key={participant._id}>
                {participantName(participant)}
                {participant.onWaitingList ? ' (lista rezerwowa)' : ''}{' '}
                <Link to={`/zapisany/edycja-danych?id=${encodeURIComponent(participant._id)}`}>
                  Edytuj dane
                </Link>
              </li>
            ))}
          </ul>
          <p className="za-form__actions">
            <Link to="/listy/uczestnicy" className="za-button">
              {label('Lista uczestników')}
            </Link>
            <Link to="/zapisany/nowy" className="za-button za-button--secondary">
              {label('Dodaj kolejnego uczestnika')}
            </Link>
          </p>
        </div>
      )}
    </ScreenFrame>
  );
}
