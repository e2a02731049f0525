import { formatGrosze, polishPluralWord } from '@zapisy/core';
import { Link } from 'react-router-dom';
import { type DashboardFigures, dayLabel } from './dashboard-api.js';

/** 'Najbliższe raty': what falls due from today on, day by day. */
export function UpcomingInstallments({ rows }: { rows: DashboardFigures['upcomingInstallments'] }) {
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  return (
    <section className="za-card za-dash-card" aria-labelledby="za-dash-upcoming">
      <h2 id="za-dash-upcoming" className="za-card__title">
        Najbliższe raty
      </h2>
      {rows.length === 0 ? (
        <p className="za-card__text">W najbliższych 60 dniach nie ma terminów płatności.</p>
      ) : (
        <>
          <table className="za-table za-dash-table">
            <thead>
              <tr>
                <th scope="col">Termin</th>
                <th scope="col">Liczba</th>
                <th scope="col" className="za-dash-table__money">
                  Do zapłaty
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.date}>
                  <th scope="row">{dayLabel(row.date)}</th>
                  <td>
                    {row.count} {polishPluralWord(row.count, 'installments')}
                  </td>
                  <td className="za-dash-table__money">{formatGrosze(row.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Razem
                </th>
                <td className="za-dash-table__money">{formatGrosze(total)}</td>
              </tr>
            </tfoot>
          </table>
          <p className="za-dash-card__more">
            <Link to="/listy/rozliczenia">Wszystkie rozliczenia</Link>
          </p>
        </>
      )}
    </section>
  );
}
