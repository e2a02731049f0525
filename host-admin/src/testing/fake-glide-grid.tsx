/**
 * glide-data-grid draws on a canvas jsdom lacks: in tests a table of the same columns and (first 20) rows
 * stands in for it; as in the real grid, only a sortable column's header sorts (it is a button). Use with
 * `vi.mock('<path>/grid/GlideGridView.js', () => import('<path>/testing/fake-glide-grid.js'))`.
 */
import { formatCell } from '../grid/column-model.js';
import type { GridViewProps } from '../grid/grid-props.js';

export default function FakeGlideGrid<Row>({ columns, rows, onSort, onSelectRow }: GridViewProps<Row>) {
  return (
    <table data-testid="fake-grid">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.id}>
              {c.sortable === false ? (
                c.title
              ) : (
                <button type="button" onClick={() => onSort?.(c.id)}>
                  {c.title}
                </button>
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, 20).map((row, index) => (
          <tr key={String(index)} onClick={() => onSelectRow(index)} data-testid={`row-${index}`}>
            {columns.map((c) => (
              <td key={c.id}>{formatCell(c.kind, c.value(row, index))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
