import { formatGrosze, polishPluralWord } from '@zapisy/core';
import { useProject } from '../../project/project-context.js';
import type { DashboardFigures } from './dashboard-api.js';

function Tile({
  label,
  value,
  note,
  tone,
  children,
}: {
  label: string;
  value: string;
  note: string;
  tone?: 'danger' | 'success';
  children?: React.ReactNode;
}) {
  return (
    <div className={`za-dash-tile${tone ? ` za-dash-tile--${tone}` : ''}`}>
      <dt className="za-dash-tile__label">{label}</dt>
      <dd className="za-dash-tile__value">{value}</dd>
      <dd className="za-dash-tile__note">{note}</dd>
      {children}
    </div>
  );
}

const payments = { one: 'wpłata', few: 'wpłaty', many: 'wpłat', other: 'wpłaty' };
const billings = { one: 'należność', few: 'należności', many: 'należności', other: 'należności' };

/** The day's headline figures: people, places, money received, due by today and overdue. */
export function FigureTiles({ figures }: { figures: DashboardFigures }) {
  const { format } = useProject();
  const { places, money, participants } = figures;
  const share = places.limit
    ? Math.min(100, Math.round((places.taken / Math.max(1, places.limit)) * 100))
    : 0;
  return (
    <dl className="za-dash-tiles" aria-label="Najważniejsze liczby">
      <Tile
        label={format('{Participant.plural}')}
        value={String(places.taken)}
        note={`Wszystkich zapisów: ${participants.total}, na liście rezerwowej: ${places.waiting}`}
      />
      {places.limit === null ? (
        <Tile label="Wolne miejsca" value="Bez limitu" note="Limit miejsc można ustawić w ustawieniach." />
      ) : (
        <Tile
          label="Wolne miejsca"
          value={String(places.left ?? 0)}
          note={`Zajęte ${places.taken} z ${places.limit} ${polishPluralWord(places.limit, 'places')}`}
          {...(places.left === 0 ? { tone: 'danger' as const } : {})}
        >
          <dd className="za-dash-meter" aria-hidden="true">
            <span style={{ width: `${share}%` }} />
          </dd>
        </Tile>
      )}
      <Tile
        label="Wpłacono"
        value={formatGrosze(money.net)}
        note={`${money.receivedCount} ${polishPluralWord(money.receivedCount, payments)}${money.refunded > 0 ? `, zwrócono ${formatGrosze(money.refunded)}` : ''}`}
        tone="success"
      />
      <Tile
        label="Do zapłaty do dziś"
        value={formatGrosze(money.dueNow)}
        note={`Pozostało do zapłaty razem: ${formatGrosze(money.leftToPay)}`}
      />
      <Tile
        label="Zaległe"
        value={formatGrosze(money.overdue)}
        note={
          money.overdueCount === 0
            ? 'Nikt nie spóźnia się z wpłatą.'
            : `${money.overdueCount} ${polishPluralWord(money.overdueCount, billings)} po terminie`
        }
        {...(money.overdue > 0 ? { tone: 'danger' as const } : {})}
      />
    </dl>
  );
}
