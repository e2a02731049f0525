import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { applyColumnChoice, type ColumnChoice, moveColumn } from '../../grid/column-model.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { NeedProject } from '../NeedProject.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { readColumnChoice, saveColumnChoice } from './column-choice.js';
import { allParticipantColumns } from './participant-columns.js';
import { participantsApi } from './participants-api.js';

/**
 * /admin/ustawienia/kolumny: which columns of the participants grid show and in which order, per project
 * (kept in this browser: the project's dataSettings has no place for it).
 */
export function ColumnChooserScreen({ route }: AreaScreenProps) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const { current, label } = useProject();
  const eventId = current?.eventId ?? null;
  const sample = useQuery({
    queryKey: queryKeys.participantColumns(eventId ?? ''),
    queryFn: () => participantsApi.columns(api, eventId ?? ''),
    enabled: Boolean(eventId),
  });
  const columns = useMemo(
    () => (sample.data ? allParticipantColumns(sample.data, current?.event.name ?? null) : null),
    [sample.data, current?.event.name],
  );
  const [choice, setChoice] = useState<ColumnChoice | null>(null);
  useEffect(() => {
    if (eventId) setChoice(readColumnChoice(eventId));
  }, [eventId]);

  if (!eventId) {
    return (
      <ScreenFrame title={label(route.title)}>
        <NeedProject />
      </ScreenFrame>
    );
  }
  if (!columns || !choice) {
    return (
      <ScreenFrame title={label(route.title)}>
        <Spinner label="Wczytywanie kolumn…" />
      </ScreenFrame>
    );
  }
  const ordered = applyColumnChoice(columns, { order: choice.order, hidden: [] });
  const ids = ordered.map((column) => column.id);
  const hidden = new Set(choice.hidden);
  const toggle = (id: string) =>
    setChoice({
      order: ids,
      hidden: hidden.has(id) ? choice.hidden.filter((h) => h !== id) : [...choice.hidden, id],
    });
  const move = (id: string, step: -1 | 1) =>
    setChoice({ order: moveColumn(ids, id, step), hidden: choice.hidden });
  const save = () => {
    saveColumnChoice(eventId, { order: ids, hidden: choice.hidden });
    feedback.success();
  };

  return (
    <ScreenFrame
      title={label(route.title)}
      meta={current?.event.name}
      actions={
        <>
          <button
            type="button"
            className="za-button za-button--secondary"
            onClick={() => setChoice({ order: [], hidden: [] })}
          >
            Przywróć domyślne
          </button>
          <button type="button" className="za-button" onClick={save}>
            Zapisz kolumny
          </button>
        </>
      }
    >
      <p className="za-card__text">
        Wybór kolumn zapisuje się w tej przeglądarce, osobno dla każdego projektu.
      </p>
      <table className="za-table" data-testid="column-chooser">
        <thead>
          <tr>
            <th>Kolumna</th>
            <th>Widoczna</th>
            <th>Kolejność</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((column, index) => (
            <tr key={column.id}>
              <td>{column.title}</td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Pokaż kolumnę ${column.title}`}
                  checked={!hidden.has(column.id)}
                  onChange={() => toggle(column.id)}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="za-link-button"
                  aria-label={`Przesuń wyżej: ${column.title}`}
                  disabled={index === 0}
                  onClick={() => move(column.id, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="za-link-button"
                  aria-label={`Przesuń niżej: ${column.title}`}
                  disabled={index === ordered.length - 1}
                  onClick={() => move(column.id, 1)}
                >
                  ↓
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScreenFrame>
  );
}
