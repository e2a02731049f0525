import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useFeedback, useServices } from '../../app/services.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { applyColumnChoice } from '../../grid/column-model.js';
import { downloadFile } from '../../grid/download-file.js';
import { RowCount, RowLoaderGrid } from '../../grid/RowLoaderGrid.js';
import { useProject } from '../../project/project-context.js';
import { useProjectDocument } from '../../project/use-project-document.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ProjectScreenFrame } from '../ProjectScreenFrame.js';
import { surveyGridColumns, useSurveyGridAnswers } from '../survey/survey-grid-columns.js';
import { readColumnChoice } from './column-choice.js';
import { ParticipantActions } from './ParticipantActions.js';
import { ParticipantFiltersBar } from './ParticipantFilters.js';
import {
  allParticipantColumns,
  DEFAULT_PARTICIPANT_COLUMNS,
  dataFields,
  defaultParticipantSort,
} from './participant-columns.js';
import { type ExportFormat, exportPath, type ParticipantFilters } from './participants-api.js';
import { useParticipantGridFilters } from './use-participant-grid-filters.js';
import { useParticipantRows } from './use-participant-rows.js';

export { PARTICIPANT_SEARCH_DELAY_MS } from './use-participant-grid-filters.js';

const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/** `/admin/listy/{product}` values that mean every participant of the project (the main list). */
export const ALL_PARTICIPANTS = new Set(['uczestnicy', 'wszyscy', 'wszystkie']);

/**
 * /admin/listy/{product}: the participants grid of first document §2 with the settlements columns that exist
 * before payments, sorting, status filter, search, the chosen columns, exports and row actions.
 */
export function ParticipantsScreen({ route }: AreaScreenProps) {
  const services = useServices();
  const feedback = useFeedback();
  const { current, organizationId, label } = useProject();
  const eventId = current?.eventId ?? null;
  const { product = '' } = useParams();
  const productFilter = ALL_PARTICIPANTS.has(product) ? '' : product;
  const project = useProjectDocument(eventId);
  const {
    filters: gridFilters,
    sort,
    selected,
    setSelected,
    filterBar,
    sortBy,
  } = useParticipantGridFilters();
  const filters = useMemo<ParticipantFilters>(
    () => ({ ...gridFilters, product: productFilter }),
    [gridFilters, productFilter],
  );
  const { loader, state, columns } = useParticipantRows(eventId, filters);
  const eventName = current?.event.name ?? null;
  const surveyAnswers = useSurveyGridAnswers(eventId);
  const gridColumns = useMemo(() => {
    if (!eventId) return [];
    return applyColumnChoice(
      [
        ...allParticipantColumns(columns ?? DEFAULT_PARTICIPANT_COLUMNS, eventName),
        ...surveyGridColumns(surveyAnswers),
      ],
      readColumnChoice(eventId),
    );
  }, [columns, eventName, eventId, surveyAnswers]);
  const defaultSort = defaultParticipantSort(project.data?.dataSettings, gridColumns);
  useDocumentTitle(route.title, { count: state.total, eventName });

  const download = (format: ExportFormat) => {
    if (!eventId) return;
    const name = `uczestnicy-${current?.event.domainName ?? eventId}.${format}`;
    downloadFile(services.session, exportPath(eventId, format, filters), name).catch((error: unknown) =>
      feedback.handleError(error),
    );
  };

  return (
    <ProjectScreenFrame
      title={label(route.title)}
      meta={() => (
        <>
          {eventName} <RowCount testId="participants-count" state={state} progress />
        </>
      )}
      actions={() => (
        <>
          <Link className="za-button za-button--secondary" to="/ustawienia/kolumny">
            Kolumny
          </Link>
          {EXPORT_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              className="za-button"
              data-testid={`export-${format}`}
              onClick={() => download(format)}
            >
              Eksport {format.toUpperCase()}
            </button>
          ))}
        </>
      )}
    >
      {(project) => (
        <>
          <ParticipantFiltersBar {...filterBar} />
          <ParticipantActions
            eventId={project.eventId}
            organizationId={organizationId}
            loader={loader}
            index={selected}
            dataFields={dataFields(columns ?? [])}
            onRemoved={() => setSelected(null)}
          />
          <RowLoaderGrid
            testId="participants-grid"
            label="Lista uczestników"
            emptyText={label('Brak uczestników do wyświetlenia.')}
            columns={gridColumns}
            loader={loader}
            state={state}
            sort={sort ?? defaultSort}
            onSort={(field) => sortBy(field, sort ?? defaultSort)}
            selectedRow={selected}
            onSelectRow={setSelected}
          />
        </>
      )}
    </ProjectScreenFrame>
  );
}
