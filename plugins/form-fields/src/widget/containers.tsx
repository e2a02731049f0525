import { useId, useState } from 'react';
import type { CellRendererProps } from './types.js';

/**
 * TwoColumnRow, ThreeColumnRow, FourColumnRow: the cell's rows are its columns, side by side; under 480 px
 * of width the columns stack (CSS container rule `.zapisy-columns`).
 */
export function ColumnsRenderer({ cell, renderRows }: CellRendererProps) {
  const columns = cell.rows ?? [];
  return (
    <div className="zapisy-columns" data-columns={columns.length}>
      {columns.map((column, index) => (
        <div className="zapisy-column" key={column.id ?? index}>
          {renderRows([column])}
        </div>
      ))}
    </div>
  );
}

/** CollapsibleRow: a button with aria-expanded that shows or hides the rows; starts as `collapsed` says. */
export function CollapsibleRenderer({ cell, data, renderRows }: CellRendererProps) {
  const [open, setOpen] = useState(data.collapsed !== true);
  const panelId = useId();
  const title = typeof data.title === 'string' && data.title.trim() ? data.title : 'Więcej';
  return (
    <div className="zapisy-collapsible">
      <button
        type="button"
        className="zapisy-collapsible-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'} </span>
        {title}
      </button>
      {/* Hidden, not unmounted: values typed inside survive collapsing. */}
      <div className="zapisy-collapsible-panel" id={panelId} hidden={!open}>
        {renderRows(cell.rows ?? [])}
      </div>
    </div>
  );
}
