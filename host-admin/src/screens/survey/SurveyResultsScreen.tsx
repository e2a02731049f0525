import { useQuery } from '@tanstack/react-query';
import { useFeedback, useServices, useTypedApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { downloadFile } from '../../grid/download-file.js';
import { formatDateTime } from '../../lib/format-date-time.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ProjectScreenFrame } from '../ProjectScreenFrame.js';
import { QuestionCard } from './QuestionCard.js';
import {
  SURVEY_EXPORT_FORMATS,
  type SurveyExportFormat,
  type SurveyResults,
  surveyApi,
  surveyEditorHref,
  surveyExportPath,
  surveyQueryKeys,
} from './survey-api.js';
import { surveyStateText } from './survey-texts.js';

function Summary({ results }: { results: SurveyResults }) {
  return (
    <dl className="za-card za-survey-summary" data-testid="survey-summary">
      <div>
        <dt>Wypełnione ankiety</dt>
        <dd data-testid="survey-total">{results.total}</dd>
      </div>
      <div>
        <dt>Z linków uczestników</dt>
        <dd>{results.fromParticipants}</dd>
      </div>
      <div>
        <dt>Anonimowo</dt>
        <dd>{results.anonymousAllowed || results.anonymous > 0 ? results.anonymous : 'niedozwolone'}</dd>
      </div>
      <div>
        <dt>Ankieta</dt>
        <dd data-testid="survey-state">{surveyStateText(results)}</dd>
      </div>
      <div>
        <dt>Ostatnia odpowiedź</dt>
        <dd>{formatDateTime(results.lastAnsweredAt)}</dd>
      </div>
    </dl>
  );
}

function Body({ eventId, domain }: { eventId: string; domain: string }) {
  const api = useTypedApi();
  const results = useQuery({
    queryKey: surveyQueryKeys.results(eventId),
    queryFn: () => surveyApi.results(api, eventId),
  });
  if (results.isPending) return <Spinner label="Wczytywanie wyników ankiety…" />;
  if (results.isError) {
    return (
      <div className="za-alert za-alert--error" role="alert">
        Nie udało się wczytać wyników ankiety.{' '}
        <button type="button" className="za-link-button" onClick={() => void results.refetch()}>
          Spróbuj ponownie
        </button>
      </div>
    );
  }
  const data = results.data;
  if (!data.published) {
    return (
      <div className="za-card" data-testid="survey-not-published">
        <p className="za-card__text">Ankieta tego projektu nie jest jeszcze opublikowana.</p>
        <a className="za-button" href={surveyEditorHref(domain)}>
          Utwórz ankietę w edytorze
        </a>
      </div>
    );
  }
  return (
    <>
      <Summary results={data} />
      {data.total === 0 ? (
        <p className="za-card za-card__text" data-testid="survey-empty">
          Nikt jeszcze nie wypełnił ankiety. Uczestnicy znajdą ją pod swoim linkiem do ankiety (kolumna „Link
          do ankiety” na liście uczestników).
        </p>
      ) : null}
      {data.questions.map((question) => (
        <QuestionCard key={question.fieldName} question={question} total={data.total} />
      ))}
    </>
  );
}

/** /admin/ankieta/wyniki: the results of the project's survey per question, with charts and the exports. */
export function SurveyResultsScreen({ route }: AreaScreenProps) {
  const { label } = useProject();
  const services = useServices();
  const feedback = useFeedback();
  const download = (eventId: string, domain: string, format: SurveyExportFormat) => {
    downloadFile(services.session, surveyExportPath(eventId, format), `ankieta-${domain}.${format}`).catch(
      (error: unknown) => feedback.handleError(error),
    );
  };
  return (
    <ProjectScreenFrame
      title={label(route.title)}
      meta={(project) => project.event.name}
      actions={(project) => (
        <>
          <a className="za-button za-button--secondary" href={surveyEditorHref(project.event.domainName)}>
            Edytuj ankietę
          </a>
          {SURVEY_EXPORT_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              className="za-button"
              data-testid={`survey-export-${format}`}
              onClick={() => download(project.eventId, project.event.domainName, format)}
            >
              Eksport {format.toUpperCase()}
            </button>
          ))}
        </>
      )}
    >
      {(project) => <Body eventId={project.eventId} domain={project.event.domainName} />}
    </ProjectScreenFrame>
  );
}
