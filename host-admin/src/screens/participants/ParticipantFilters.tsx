import { PARTICIPANT_STATUS_LABELS, PARTICIPANT_STATUSES } from '@zapisy/core';
import { SearchField } from '../../components/SearchField.js';
import { SelectField } from '../../components/SelectField.js';

const STATUS_OPTIONS = PARTICIPANT_STATUSES.map(
  (value) => [value, PARTICIPANT_STATUS_LABELS[value]] as const,
);

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
      <SelectField
        label="Status"
        value={status}
        empty="Wszystkie"
        options={STATUS_OPTIONS}
        testId="participants-status"
        onChange={onStatus}
      />
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
