/**
 * Columns of `GET /project/all-data/{id}` (spec second document §3: "All-data response for a project:
 * participants and columns"; §7: "columns generated from it"): the participant's own fields, then every
 * form field name found in the participants' `data`, in order of first appearance.
 */

export interface AllDataColumn {
  field: string;
  header: string;
}

/** Fixed columns of every participant. */
export const ALL_DATA_BASE_COLUMNS: readonly AllDataColumn[] = [
  { field: 'status', header: 'Status' },
  { field: 'createdOn', header: 'Data zapisu' },
  { field: 'group', header: 'Grupa' },
  { field: 'groupIndex', header: 'Numer w grupie' },
];

/** Base columns and the data fields of the given participants (`data: [{ name, value }]`). */
export function allDataColumns(
  participants: readonly { data?: readonly { name?: unknown }[] | null }[],
): AllDataColumn[] {
  const columns = [...ALL_DATA_BASE_COLUMNS];
  const seen = new Set(columns.map((column) => column.field));
  for (const participant of participants) {
    for (const entry of participant.data ?? []) {
      const name = entry?.name;
      if (typeof name !== 'string' || name === '' || seen.has(name)) continue;
      seen.add(name);
      columns.push({ field: name, header: name });
    }
  }
  return columns;
}
