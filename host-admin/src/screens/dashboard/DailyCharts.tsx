import { formatGrosze } from '@zapisy/core';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useProject } from '../../project/project-context.js';
import { type DashboardDay, dayLabel, shortDayLabel } from './dashboard-api.js';

const compactZloty = new Intl.NumberFormat('pl-PL', { notation: 'compact', maximumFractionDigits: 1 });
const zlotyAxis = (grosze: number) => `${compactZloty.format(grosze / 100)} zł`;
const AXIS = { fontSize: 12, fill: 'var(--za-muted)' } as const;

/** The days as a table for screen readers (the chart is drawn for the eye). */
function DaysTable({
  caption,
  days,
  value,
}: {
  caption: string;
  days: DashboardDay[];
  value: (d: DashboardDay) => string;
}) {
  return (
    <table className="za-visually-hidden">
      <caption>{caption}</caption>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{dayLabel(day.date)}</th>
            <td>{value(day)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartCard({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note: string;
  children: React.ReactNode;
}) {
  return (
    <section className="za-card za-dash-card" aria-labelledby={id}>
      <h2 id={id} className="za-card__title">
        {title}
      </h2>
      <p className="za-card__text">{note}</p>
      {children}
    </section>
  );
}

/** Registrations and money received per day of the last days, drawn with recharts. */
export function DailyCharts({ days }: { days: DashboardDay[] }) {
  const { format } = useProject();
  const registrations = days.reduce((sum, day) => sum + day.registrations, 0);
  const received = days.reduce((sum, day) => sum + day.received, 0);
  return (
    <div className="za-dash-row za-dash-row--two">
      <ChartCard
        id="za-dash-chart-registrations"
        title="Zapisy dzień po dniu"
        note={`Ostatnie ${days.length} dni: ${registrations}`}
      >
        <div className="za-dash-chart" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid vertical={false} stroke="var(--za-border)" />
              <XAxis dataKey="date" tickFormatter={shortDayLabel} tick={AXIS} minTickGap={16} />
              <YAxis allowDecimals={false} tick={AXIS} />
              <Tooltip
                labelFormatter={(day) => dayLabel(String(day))}
                formatter={(value) => [String(value), format('{Participant.plural}')]}
              />
              <Bar dataKey="registrations" fill="var(--za-primary)" radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <DaysTable caption="Zapisy dzień po dniu" days={days} value={(day) => String(day.registrations)} />
      </ChartCard>
      <ChartCard
        id="za-dash-chart-money"
        title="Wpłaty dzień po dniu"
        note={`Ostatnie ${days.length} dni: ${formatGrosze(received)}`}
      >
        <div className="za-dash-chart" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid vertical={false} stroke="var(--za-border)" />
              <XAxis dataKey="date" tickFormatter={shortDayLabel} tick={AXIS} minTickGap={16} />
              <YAxis tickFormatter={zlotyAxis} tick={AXIS} width={64} />
              <Tooltip
                labelFormatter={(day) => dayLabel(String(day))}
                formatter={(value) => [formatGrosze(Number(value)), 'Wpłacono']}
              />
              <Area dataKey="received" type="monotone" stroke="#1f8a5b" fill="#dff3e9" strokeWidth={2} />
            </AreaChart>
          </ResponsiveContainer>
        </div>
        <DaysTable caption="Wpłaty dzień po dniu" days={days} value={(day) => formatGrosze(day.received)} />
      </ChartCard>
    </div>
  );
}
