/** A table's header row: the visible column titles, then columns titled for screen readers only (actions). */
export function TableHead({
  columns,
  hiddenColumns = [],
}: {
  columns: readonly string[];
  hiddenColumns?: readonly string[];
}) {
  return (
    <thead>
      <tr>
        {columns.map((title) => (
          <th key={title} scope="col">
            {title}
          </th>
        ))}
        {hiddenColumns.map((title) => (
          <th key={title} scope="col">
            <span className="za-visually-hidden">{title}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}
