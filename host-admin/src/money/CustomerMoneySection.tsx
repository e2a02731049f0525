import { useCurrentEventOnly, useYearMonthFilter, type YearMonth } from '../lib/client/preferences.js';
import { useProject } from '../project/project-context.js';
import { BillingsPanel } from './BillingsPanel.js';
import type { MoneyBilling } from './money-api.js';

const MONTHS = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];

const WARSAW_YEAR_MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
});

/** Whether a billing's required date falls in the chosen year and month (in Warsaw). */
export function inYearMonth(billing: Pick<MoneyBilling, 'requiredDate'>, chosen: YearMonth): boolean {
  if (chosen.year === null && chosen.month === null) return true;
  const parts = WARSAW_YEAR_MONTH.formatToParts(new Date(billing.requiredDate));
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return (chosen.year === null || chosen.year === year) && (chosen.month === null || chosen.month === month);
}

/**
 * The customer card's money (mount point for the customer card): the customer's billings in the current
 * project or all projects ('Tylko bieżący projekt', remembered 1 hour), narrowed by year and month
 * (remembered 4 days), with the same money actions as the participant's.
 */
export function CustomerMoneySection({
  customerId,
  customerName,
}: {
  customerId: string;
  customerName: string;
}) {
  const { organizationId, current, projects, format } = useProject();
  const [currentOnly, setCurrentOnly] = useCurrentEventOnly();
  const [yearMonth, setYearMonth] = useYearMonthFilter('customer-billings');
  if (!organizationId) return null;
  const eventId = currentOnly && current ? current.eventId : undefined;
  const thisYear = new Date().getFullYear();
  const years = [thisYear - 2, thisYear - 1, thisYear, thisYear + 1];
  return (
    <section aria-label="Należności klienta" data-testid="customer-money">
      <h2 className="za-card__title">Należności i wpłaty</h2>
      <div className="za-toolbar">
        <label className="za-check">
          <input
            type="checkbox"
            className="za-checkbox"
            checked={currentOnly}
            disabled={!current}
            onChange={(event) => setCurrentOnly(event.target.checked)}
          />
          {format('Tylko {project:bieżący|bieżąca|bieżące} {project}')}
          {current ? ` (${current.event.name})` : ''}
        </label>
        <label className="za-field">
          <span className="za-field__label">Rok</span>
          <select
            className="za-input"
            value={yearMonth.year ?? ''}
            onChange={(event) =>
              setYearMonth({ ...yearMonth, year: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">wszystkie</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <label className="za-field">
          <span className="za-field__label">Miesiąc</span>
          <select
            className="za-input"
            value={yearMonth.month ?? ''}
            onChange={(event) =>
              setYearMonth({ ...yearMonth, month: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">wszystkie</option>
            {MONTHS.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <BillingsPanel
        organizationId={organizationId}
        owner={{ kind: 'customer', customerId, name: customerName, ...(eventId ? { eventId } : {}) }}
        projects={(projects ?? []).map((project) => [project.eventId, project.event.name] as const)}
        filter={(billing) => inYearMonth(billing, yearMonth)}
      />
    </section>
  );
}
