import {
  type DataSettings,
  type ParticipantGridColumn,
  participantGridColumns,
  participantGridValue,
  participantGridValueText,
  participantStatusLabel,
} from '@zapisy/core';
import type { GridColumnDef } from '../../grid/column-model.js';
import type { GridSort } from '../../grid/grid-props.js';
import type { ParticipantGridRow } from './participant-row.js';

export type ParticipantColumn = GridColumnDef<ParticipantGridRow>;

/** The status label in Polish: core's participant labels, the same the exports write. */
export { participantStatusLabel };

/** The columns the grid shows before the server named its own: the base and settlements columns. */
export const DEFAULT_PARTICIPANT_COLUMNS: readonly ParticipantGridColumn[] = participantGridColumns([]);

/** A server column as a grid column; its id is the field path the server sorts by (`sort=`). */
function toGridColumn(column: ParticipantGridColumn): ParticipantColumn {
  if (column.field === 'rowNumber') {
    return {
      id: 'rowNumber',
      title: column.header,
      kind: 'number',
      width: 64,
      value: (_, index) => index + 1,
      sortable: false,
    };
  }
  if (column.field === 'status') {
    return {
      id: 'status',
      title: column.header,
      kind: 'text',
      value: (row) => participantStatusLabel(row.status),
    };
  }
  if (column.texts && column.texts.length > 0) {
    // A form field's stored value as the organizer reads it (the exports' text): an option's label, a
    // product's or plan's name; the row keeps the stored value (the edit dialog sends it back).
    const textOf = participantGridValueText(column.texts);
    return {
      id: column.field,
      title: column.header,
      kind: column.kind,
      value: (row) => {
        const value = participantGridValue(row, column.field);
        return textOf(value) ?? value;
      },
    };
  }
  return {
    id: column.field,
    title: column.header,
    kind: column.kind,
    value: (row) => participantGridValue(row, column.field),
  };
}

/**
 * Every column the grid can show, before the user's choice: the server's columns (first document §2
 * "Participants grid" columns, the form's fields as `data.<field_name>`, then the settlements money in
 * grosze). The project's name comes with each row (several projects with dataSettings.showFromAllEvents);
 * a row without one shows the current project's `eventName`.
 */
export function allParticipantColumns(
  serverColumns: readonly ParticipantGridColumn[],
  eventName: string | null,
): ParticipantColumn[] {
  return serverColumns.map((column) => {
    const gridColumn = toGridColumn(column);
    return column.field === 'eventName'
      ? { ...gridColumn, value: (row: ParticipantGridRow) => row.eventName ?? eventName }
      : gridColumn;
  });
}

/** A form field of the grid: its field_name and header. */
export interface ParticipantDataField {
  name: string;
  title: string;
}

/** The form fields among the server's columns (`data.<field_name>`), for editing. */
export function dataFields(serverColumns: readonly ParticipantGridColumn[]): ParticipantDataField[] {
  return serverColumns
    .filter((column) => column.field.startsWith('data.'))
    .map((column) => ({ name: column.field.slice(5), title: column.header }));
}

/**
 * The sort the server applies when the grid asks for none: the project's dataSettings (first field),
 * named bare in the settings ('last_name', 'net') and shown on the column of that field.
 */
export function defaultParticipantSort(
  settings: DataSettings | null | undefined,
  columns: readonly { id: string }[],
): GridSort | null {
  if (!settings?.participantsSortEnabled || !settings.participantsSortField) return null;
  const name = settings.participantsSortField;
  const column = columns.find(
    (c) => c.id === name || c.id === `data.${name}` || c.id === `settlements.${name}`,
  );
  return { field: column?.id ?? name, asc: settings.participantsSortAsc };
}
