import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_TYPE_LABELS,
  REFUND_STATUS_LABELS,
  REFUND_STATUSES,
} from '@zapisy/core';
import { SearchField } from '../../components/SearchField.js';
import { SelectField } from '../../components/SelectField.js';
import {
  type ArchivedFilter,
  type AttemptsFilter,
  type PaymentFilters,
  refundStateChoice,
} from './payments-api.js';

/** A checkbox of a filter: the values it chooses together under one label. */
interface CheckChoice {
  label: string;
  values: readonly string[];
}

/**
 * One checkbox per grid label: IMPORTED and PAIDOUT both read 'Rozliczono' and are chosen together; then
 * a refund's own states ('Zwrot w toku', 'Zwrócono', 'Zwrot nieudany'), as the refund rows read.
 */
const STATUS_CHOICES: readonly CheckChoice[] = (() => {
  const byLabel = new Map<string, string[]>();
  for (const status of PAYMENT_STATUSES) {
    const label = PAYMENT_STATUS_LABELS[status];
    byLabel.set(label, [...(byLabel.get(label) ?? []), status]);
  }
  const refunds = REFUND_STATUSES.map((state) => ({
    label: REFUND_STATUS_LABELS[state],
    values: [refundStateChoice(state)],
  }));
  return [...[...byLabel].map(([label, values]) => ({ label, values })), ...refunds];
})();

const METHOD_CHOICES: readonly CheckChoice[] = PAYMENT_METHODS.map((method) => ({
  label: PAYMENT_METHOD_LABELS[method],
  values: [method],
}));

const ARCHIVED_LABELS: Readonly<Record<ArchivedFilter, string>> = {
  false: 'Bez archiwalnych',
  true: 'Tylko archiwalne',
  all: 'Wszystkie',
};

/** Online payments whose money never came: out of the default view, a filter shows them. */
const ATTEMPTS_LABELS: Readonly<Record<AttemptsFilter, string>> = {
  false: 'Ukryte',
  true: 'Pokazane',
  only: 'Tylko one',
};

export type PaymentFilterChange = Partial<
  Pick<PaymentFilters, 'statuses' | 'methods' | 'type' | 'archived' | 'attempts'>
>;

function toggled(list: readonly string[], values: readonly string[], on: boolean): string[] {
  const rest = list.filter((value) => !values.includes(value));
  return on ? [...rest, ...values] : rest;
}

/** Checkboxes choosing several values at once; a choice is ticked when all its values are chosen. */
function CheckGroup({
  legend,
  choices,
  chosen,
  onChange,
}: {
  legend: string;
  choices: readonly CheckChoice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <fieldset className="za-field">
      <legend className="za-field__label">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.label} className="za-check">
          <input
            type="checkbox"
            checked={choice.values.every((value) => chosen.includes(value))}
            onChange={(event) => onChange(toggled(chosen, choice.values, event.target.checked))}
          />{' '}
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Status and method (several at once), type, archive state and the search box of the payments list. */
export function PaymentFiltersBar({
  filters,
  search,
  onChange,
  onSearch,
}: {
  filters: PaymentFilters;
  search: string;
  onChange: (change: PaymentFilterChange) => void;
  onSearch: (search: string) => void;
}) {
  return (
    <div className="za-filters" data-testid="payments-filters">
      <CheckGroup
        legend="Status"
        choices={STATUS_CHOICES}
        chosen={filters.statuses}
        onChange={(statuses) => onChange({ statuses })}
      />
      <CheckGroup
        legend="Metoda"
        choices={METHOD_CHOICES}
        chosen={filters.methods}
        onChange={(methods) => onChange({ methods })}
      />
      <SelectField
        label="Typ"
        value={filters.type}
        empty="Wpłaty i zwroty"
        options={Object.entries(PAYMENT_TYPE_LABELS)}
        testId="payments-type"
        onChange={(type) => onChange({ type })}
      />
      <SelectField
        label="Archiwum"
        value={filters.archived}
        options={Object.entries(ARCHIVED_LABELS) as [ArchivedFilter, string][]}
        testId="payments-archived"
        onChange={(archived) => onChange({ archived })}
      />
      <SelectField
        label="Płatności online bez wpłaty"
        value={filters.attempts ?? 'false'}
        options={Object.entries(ATTEMPTS_LABELS) as [AttemptsFilter, string][]}
        testId="payments-attempts"
        onChange={(attempts) => onChange({ attempts })}
      />
      <SearchField
        label="Szukaj"
        value={search}
        placeholder="Płatnik, tytuł, numer wpłaty…"
        testId="payments-search"
        onChange={onSearch}
      />
    </div>
  );
}
