import {
  DASHBOARD_DECISION_HINTS,
  DASHBOARD_DECISION_PATHS,
  dashboardDecisionText,
  formatGrosze,
} from '@zapisy/core';
import { Link } from 'react-router-dom';
import { DEFAULT_NOUNS } from '../../project/default-nouns.js';
import { useProject } from '../../project/project-context.js';
import type { DashboardFigures } from './dashboard-api.js';

/** 'Do decyzji': what waits for the organizer, each a link to the screen where it is decided. */
export function Decisions({ decisions }: { decisions: DashboardFigures['decisions'] }) {
  const { nouns } = useProject();
  const participant = nouns?.participant ?? DEFAULT_NOUNS.participant;
  return (
    <section className="za-card za-dash-card" aria-labelledby="za-dash-decisions">
      <h2 id="za-dash-decisions" className="za-card__title">
        Do decyzji
      </h2>
      {decisions.length === 0 ? (
        <p className="za-card__text">Nic nie czeka na Twoją decyzję.</p>
      ) : (
        <ul className="za-dash-decisions">
          {decisions.map((decision) => (
            <li key={decision.kind}>
              <Link to={DASHBOARD_DECISION_PATHS[decision.kind]} className="za-dash-decisions__link">
                <strong>{dashboardDecisionText(decision.kind, decision.count, participant)}</strong>
                {decision.amount ? (
                  <span className="za-dash-decisions__amount">{formatGrosze(decision.amount)}</span>
                ) : null}
              </Link>
              <span className="za-dash-decisions__hint">{DASHBOARD_DECISION_HINTS[decision.kind]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
