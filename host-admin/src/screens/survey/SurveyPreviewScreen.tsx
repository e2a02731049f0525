import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useEnv } from '../../app/env-context.js';
import { useTypedApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FederatedWidget } from '../../federation/FederatedWidget.js';
import { apiBase } from '../../lib/api.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ProjectScreenFrame } from '../ProjectScreenFrame.js';
import { surveyApi, surveyEditorHref, surveyQueryKeys } from './survey-api.js';

function Preview({ eventId, domain }: { eventId: string; domain: string }) {
  const api = useTypedApi();
  const env = useEnv();
  const base = apiBase(env?.apiPath);
  const form = useQuery({
    queryKey: surveyQueryKeys.form(eventId),
    queryFn: () => surveyApi.form(api, eventId),
  });
  const previewUid = form.data?.previewUid ?? null;
  const options = useMemo(
    () => (previewUid ? { project: domain, apiBase: base, type: 'survey', preview: previewUid } : null),
    [previewUid, domain, base],
  );
  if (form.isPending) return <Spinner label="Wczytywanie ankiety…" />;
  if (form.isError || !options) {
    return (
      <div className="za-alert za-alert--error" role="alert">
        Nie udało się wczytać ankiety.{' '}
        <button type="button" className="za-link-button" onClick={() => void form.refetch()}>
          Spróbuj ponownie
        </button>
      </div>
    );
  }
  const rows = (form.data.draft.data as { rows?: unknown }).rows;
  const hasQuestions = Array.isArray(rows) && rows.length > 0;
  return (
    <>
      <p className="za-card__text" data-testid="survey-preview-state">
        {form.data.published
          ? form.data.publishedRevision === form.data.revision
            ? 'Tak wygląda opublikowana ankieta. Wysyłanie odpowiedzi w podglądzie jest wyłączone.'
            : 'Podgląd wersji roboczej: ma zmiany, których uczestnicy jeszcze nie widzą (opublikuj je w edytorze).'
          : 'Ankieta nie jest jeszcze opublikowana: uczestnicy jej nie widzą. To podgląd wersji roboczej.'}
      </p>
      {hasQuestions ? (
        <div className="za-survey-preview">
          <FederatedWidget name="form" options={options} />
        </div>
      ) : (
        <div className="za-card" data-testid="survey-preview-empty">
          <p className="za-card__text">Ankieta nie ma jeszcze pytań.</p>
          <a className="za-button" href={surveyEditorHref(domain)}>
            Dodaj pytania w edytorze
          </a>
        </div>
      )}
    </>
  );
}

/** /admin/ankieta/podglad: the project's survey as participants see it (the draft, submitting disabled). */
export function SurveyPreviewScreen({ route }: AreaScreenProps) {
  const { label } = useProject();
  return (
    <ProjectScreenFrame
      title={label(route.title)}
      meta={(project) => project.event.name}
      actions={(project) => (
        <a className="za-button za-button--secondary" href={surveyEditorHref(project.event.domainName)}>
          Edytuj ankietę
        </a>
      )}
    >
      {(project) => <Preview eventId={project.eventId} domain={project.event.domainName} />}
    </ProjectScreenFrame>
  );
}
