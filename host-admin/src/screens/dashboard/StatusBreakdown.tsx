import { PARTICIPANT_STATUSES, participantStatusLabel } from '@zapisy/core';
import { useProject } from '../../project/project-context.js';
import type { DashboardFigures } from './dashboard-api.js';

const order = (status: string) => {
  const index = (PARTICIPANT_STATUSES as readonly string[]).indexOf(status);
  return index === -1 ? PARTICIPANT_STATUSES.length : index;
};

/** How many participants are in each status, as bars relative to the largest. */
export function StatusBreakdown({ byStatus }: { byStatus: DashboardFigures['participants']['byStatus'] }) {
  const { format } = useProject();
  const rows = [...byStatus].sort((a, b) => order(a.status) - order(b.status));
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section className="za-card za-dash-card" aria-labelledby="za-dash-statuses">
      <h2 id="za-dash-statuses" className="za-card__title">
        {format('{Participant.plural} według statusu')}
      </h2>
      {rows.length === 0 ? (
        <p className="za-card__text">{format('Nie ma jeszcze żadnego {participant.genitive}.')}</p>
      ) : (
        <dl className="za-dash-bars">
          {rows.map((row) => (
            <div key={row.status} className="za-dash-bars__row">
              <dt>{participantStatusLabel(row.status)}</dt>
              <dd>
                <span className="za-dash-bars__bar" style={{ width: `${(row.count / largest) * 100}%` }} />
                <span className="za-dash-bars__count">{row.count}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
