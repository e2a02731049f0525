import { SelectField } from '../components/SelectField.js';
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
        <SelectField
          label="Rok"
          value={yearMonth.year === null ? '' : String(yearMonth.year)}
          empty="wszystkie"
          options={years.map((year) => [String(year), String(year)] as const)}
          onChange={(year) => setYearMonth({ ...yearMonth, year: year ? Number(year) : null })}
        />
        <SelectField
          label="Miesiąc"
          value={yearMonth.month === null ? '' : String(yearMonth.month)}
          empty="wszystkie"
          options={MONTHS.map((name, index) => [String(index + 1), name] as const)}
          onChange={(month) => setYearMonth({ ...yearMonth, month: month ? Number(month) : null })}
        />
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
