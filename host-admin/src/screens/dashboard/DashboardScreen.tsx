import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTypedApi } from '../../app/services.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { Spinner } from '../../components/Spinner.js';
import { formEditorHref } from '../../editor/editor-href.js';
import { formatAdminDate } from '../../lib/project-date.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ProjectScreenFrame } from '../ProjectScreenFrame.js';
import { DailyCharts } from './DailyCharts.js';
import { Decisions } from './Decisions.js';
import { type DashboardFigures, dashboardApi } from './dashboard-api.js';
import { FigureTiles } from './FigureTiles.js';
import { LatestPayments, LatestRegistrations } from './LatestLists.js';
import { StatusBreakdown } from './StatusBreakdown.js';
import { UpcomingInstallments } from './UpcomingInstallments.js';
import './dashboard.css';

/** A project nobody signed up to and nobody paid for yet. */
const isEmpty = (figures: DashboardFigures) =>
  figures.participants.total === 0 &&
  figures.money.receivedCount === 0 &&
  figures.latestPayments.length === 0;

function EmptyProject() {
  const { format, current } = useProject();
  const editor = formEditorHref('formularza', current?.event.domainName);
  return (
    <div className="za-card za-dash-empty">
      <h2 className="za-card__title">{format('Nie ma jeszcze żadnego {participant.genitive}')}</h2>
      <p className="za-card__text">
        Gdy pojawią się pierwsze zapisy i wpłaty, zobaczysz tu zapisy dzień po dniu, wolne miejsca, wpłaty,
        zaległości i sprawy do decyzji.
      </p>
      <div className="za-form__actions">
        <a className="za-button" href={editor}>
          Przygotuj formularz zapisów
        </a>
        <Link className="za-button za-button--secondary" to="/zapisany/nowy">
          {format('Dodaj {participant.accusative} ręcznie')}
        </Link>
      </div>
    </div>
  );
}

function Figures({ figures }: { figures: DashboardFigures }) {
  if (isEmpty(figures)) return <EmptyProject />;
  return (
    <div className="za-dash">
      <FigureTiles figures={figures} />
      <div className="za-dash-row za-dash-row--two">
        <Decisions decisions={figures.decisions} />
        <UpcomingInstallments rows={figures.upcomingInstallments} />
      </div>
      <DailyCharts days={figures.days} />
      <div className="za-dash-row za-dash-row--three">
        <LatestRegistrations rows={figures.latestRegistrations} />
        <LatestPayments rows={figures.latestPayments} />
        <StatusBreakdown byStatus={figures.participants.byStatus} />
      </div>
    </div>
  );
}

function ProjectDashboard({ eventId }: { eventId: string }) {
  const api = useTypedApi();
  const query = useQuery({
    queryKey: queryKeys.dashboard(eventId),
    queryFn: () => dashboardApi.figures(api, eventId),
    refetchInterval: 5 * 60_000,
  });
  if (!query.data) {
    if (!query.isError) return <Spinner label="Wczytywanie kokpitu…" />;
    return (
      <div className="za-card" role="alert">
        <p className="za-card__text">Nie udało się wczytać kokpitu.</p>
        <button type="button" className="za-button za-button--secondary" onClick={() => void query.refetch()}>
          Spróbuj ponownie
        </button>
      </div>
    );
  }
  return (
    <>
      <p className="za-dash-stamp">
        Stan na {formatAdminDate(query.data.generatedAt, { time: true })}
        <button
          type="button"
          className="za-button za-button--secondary za-button--small"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {query.isFetching ? 'Odświeżanie…' : 'Odśwież'}
        </button>
      </p>
      <Figures figures={query.data} />
    </>
  );
}

/** /admin/glowna/kokpit: the page an organizer opens every morning, for the current project. */
export function DashboardScreen({ route }: AreaScreenProps) {
  const { current } = useProject();
  useDocumentTitle(route.title, { eventName: current?.event.name ?? null });
  return (
    <ProjectScreenFrame title={route.title} meta={(project) => project.event.name}>
      {(project) => <ProjectDashboard eventId={project.eventId} />}
    </ProjectScreenFrame>
  );
}
