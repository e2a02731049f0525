import { PARTICIPANT_STATUS_LABELS, PARTICIPANT_STATUSES } from '@zapisy/core';
import { SearchField } from '../../components/SearchField.js';

/** Status filter (spec §4 statuses with core's Polish labels) and the search box. */
export function ParticipantFiltersBar({
  status,
  search,
  onStatus,
  onSearch,
}: {
  status: string;
  search: string;
  onStatus: (status: string) => void;
  onSearch: (search: string) => void;
}) {
  return (
    <div className="za-filters">
      <label className="za-field">
        <span className="za-field__label">Status</span>
        <select
          className="za-input"
          value={status}
          data-testid="participants-status"
          onChange={(event) => onStatus(event.target.value)}
        >
          <option value="">Wszystkie</option>
          {PARTICIPANT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {PARTICIPANT_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <SearchField
        label="Szukaj"
        value={search}
        placeholder="Imię, nazwisko, e-mail…"
        testId="participants-search"
        onChange={onSearch}
      />
    </div>
  );
}
