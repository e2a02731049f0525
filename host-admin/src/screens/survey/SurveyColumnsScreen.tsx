import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { moveColumn } from '../../grid/column-model.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ProjectScreenFrame } from '../ProjectScreenFrame.js';
import { type SurveyColumns, surveyApi, surveyEditorHref, surveyQueryKeys } from './survey-api.js';
import { QUESTION_KIND_LABELS } from './survey-texts.js';

/** The questions in the chosen order first (chosen ones), then the rest in the survey's order. */
function ordered(columns: SurveyColumns, chosen: readonly string[]) {
  const byName = new Map(columns.questions.map((question) => [question.fieldName, question]));
  const first = chosen.flatMap((name) => {
    const question = byName.get(name);
    return question ? [question] : [];
  });
  return [...first, ...columns.questions.filter((question) => !chosen.includes(question.fieldName))];
}

function Chooser({ eventId, domain }: { eventId: string; domain: string }) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const client = useQueryClient();
  const columns = useQuery({
    queryKey: surveyQueryKeys.columns(eventId),
    queryFn: () => surveyApi.columns(api, eventId),
  });
  const [chosen, setChosen] = useState<string[] | null>(null);
  useEffect(() => {
    if (columns.data) setChosen(columns.data.fields);
  }, [columns.data]);
  const save = useMutation({
    mutationFn: (fields: string[]) => surveyApi.saveColumns(api, eventId, fields),
    onSuccess: (saved) => {
      client.setQueryData(surveyQueryKeys.columns(eventId), saved);
      void client.invalidateQueries({ queryKey: ['participants', eventId] });
      feedback.success('Zapisano kolumny ankiety.');
    },
    onError: (error) => feedback.handleError(error),
  });

  if (columns.isPending || (columns.data && !chosen)) return <Spinner label="Wczytywanie pytań ankiety…" />;
  if (columns.isError || !chosen) {
    return (
      <div className="za-alert za-alert--error" role="alert">
        Nie udało się wczytać pytań ankiety.{' '}
        <button type="button" className="za-link-button" onClick={() => void columns.refetch()}>
          Spróbuj ponownie
        </button>
      </div>
    );
  }
  const data = columns.data;
  if (data.questions.length === 0) {
    return (
      <div className="za-card" data-testid="survey-columns-empty">
        <p className="za-card__text">
          Opublikowana ankieta nie ma jeszcze pytań. Dodaj je w edytorze ankiety i opublikuj ją, a potem
          wybierz tutaj, które odpowiedzi pokazać na liście uczestników.
        </p>
        <a className="za-button" href={surveyEditorHref(domain)}>
          Otwórz edytor ankiety
        </a>
      </div>
    );
  }
  const list = ordered(data, chosen);
  const shown = new Set(chosen);
  const toggle = (name: string) =>
    setChosen(shown.has(name) ? chosen.filter((field) => field !== name) : [...chosen, name]);
  const move = (name: string, step: -1 | 1) => setChosen(moveColumn(chosen, name, step));
  const changed = JSON.stringify(chosen) !== JSON.stringify(data.fields);
  return (
    <>
      <p className="za-card__text">
        Zaznaczone pytania pojawią się jako kolumny na <Link to="/listy/uczestnicy">liście uczestników</Link>,
        z odpowiedziami osób, które wypełniły ankietę ze swojego linku.
      </p>
      <table className="za-table" data-testid="survey-columns">
        <thead>
          <tr>
            <th scope="col">Pytanie</th>
            <th scope="col">Rodzaj</th>
            <th scope="col">Kolumna</th>
            <th scope="col">Kolejność</th>
          </tr>
        </thead>
        <tbody>
          {list.map((question) => {
            const index = chosen.indexOf(question.fieldName);
            return (
              <tr key={question.fieldName}>
                <td>{question.label}</td>
                <td>{QUESTION_KIND_LABELS[question.kind]}</td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Pokaż kolumnę ${question.label}`}
                    checked={shown.has(question.fieldName)}
                    onChange={() => toggle(question.fieldName)}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="za-link-button"
                    aria-label={`Przesuń wyżej: ${question.label}`}
                    disabled={index <= 0}
                    onClick={() => move(question.fieldName, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="za-link-button"
                    aria-label={`Przesuń niżej: ${question.label}`}
                    disabled={index < 0 || index === chosen.length - 1}
                    onClick={() => move(question.fieldName, 1)}
                  >
                    ↓
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="za-sticky-actions">
        <button
          type="button"
          className="za-button"
          disabled={!changed || save.isPending}
          onClick={() => save.mutate(chosen)}
          data-testid="survey-columns-save"
        >
          {save.isPending ? 'Zapisywanie…' : 'Zapisz kolumny'}
        </button>
        {!changed ? <span className="za-card__text">Brak niezapisanych zmian.</span> : null}
      </div>
    </>
  );
}

/** /admin/ustawienia/kolumny-ankiety: which survey questions the participants grid shows, in which order. */
export function SurveyColumnsScreen({ route }: AreaScreenProps) {
  const { label } = useProject();
  return (
    <ProjectScreenFrame title={label(route.title)} meta={(project) => project.event.name}>
      {(project) => <Chooser eventId={project.eventId} domain={project.event.domainName} />}
    </ProjectScreenFrame>
  );
}
