import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_TYPE_LABELS,
} from '@zapisy/core';
import { SearchField } from '../../components/SearchField.js';
import type { ArchivedFilter, PaymentFilters } from './payments-api.js';

/** One checkbox per grid label: IMPORTED and PAIDOUT both read 'Rozliczono' and are chosen together. */
export const STATUS_CHOICES: readonly { label: string; statuses: readonly string[] }[] = (() => {
  const byLabel = new Map<string, string[]>();
  for (const status of PAYMENT_STATUSES) {
    const label = PAYMENT_STATUS_LABELS[status];
    byLabel.set(label, [...(byLabel.get(label) ?? []), status]);
  }
  return [...byLabel].map(([label, statuses]) => ({ label, statuses }));
})();

const ARCHIVED_LABELS: Readonly<Record<ArchivedFilter, string>> = {
  false: 'Bez archiwalnych',
  true: 'Tylko archiwalne',
  all: 'Wszystkie',
};

export type PaymentFilterChange = Partial<Pick<PaymentFilters, 'statuses' | 'methods' | 'type' | 'archived'>>;

function toggled(list: readonly string[], values: readonly string[], on: boolean): string[] {
  const rest = list.filter((value) => !values.includes(value));
  return on ? [...rest, ...values] : rest;
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
      <fieldset className="za-field">
        <legend className="za-field__label">Status</legend>
        {STATUS_CHOICES.map((choice) => (
          <label key={choice.label} className="za-check">
            <input
              type="checkbox"
              checked={choice.statuses.every((s) => filters.statuses.includes(s))}
              onChange={(event) =>
                onChange({ statuses: toggled(filters.statuses, choice.statuses, event.target.checked) })
              }
            />{' '}
            {choice.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="za-field">
        <legend className="za-field__label">Metoda</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="za-check">
            <input
              type="checkbox"
              checked={filters.methods.includes(method)}
              onChange={(event) =>
                onChange({ methods: toggled(filters.methods, [method], event.target.checked) })
              }
            />{' '}
            {PAYMENT_METHOD_LABELS[method]}
          </label>
        ))}
      </fieldset>
      <label className="za-field">
        <span className="za-field__label">Typ</span>
        <select
          className="za-input"
          value={filters.type}
          data-testid="payments-type"
          onChange={(event) => onChange({ type: event.target.value })}
        >
          <option value="">Wpłaty i zwroty</option>
          {Object.entries(PAYMENT_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="za-field">
        <span className="za-field__label">Archiwum</span>
        <select
          className="za-input"
          value={filters.archived}
          data-testid="payments-archived"
          onChange={(event) => onChange({ archived: event.target.value as ArchivedFilter })}
        >
          {(Object.keys(ARCHIVED_LABELS) as ArchivedFilter[]).map((value) => (
            <option key={value} value={value}>
              {ARCHIVED_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
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
