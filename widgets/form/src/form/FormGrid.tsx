import type { FormCell, FormFieldDefinition, FormRow } from '@zapisy/core';
import { type FieldBinding, type FormRenderContext, fieldRenderer } from '@zapisy/plugin-form-fields/widget';
import type { CSSProperties, ReactNode } from 'react';
import { LockedField } from './OwnRegistration.js';

/** What the grid needs to bind a cell's field to one participant's state. */
export interface FieldBinder {
  /** The definition entry of a cell (by cellId, else by its field_name), or null for content and containers. */
  definitionOf(cell: FormCell): FormFieldDefinition | null;
  /** Whether a field is shown (visibility rules) and belongs to this participant's block. */
  shows(field: FormFieldDefinition): boolean;
  /** Content blocks (rich text) are shown; false for a further group member's block. */
  readonly showsContent: boolean;
  /** A field the participant cannot change from their form link (shown disabled, with a note). */
  locked?(field: FormFieldDefinition): boolean;
  bind(field: FormFieldDefinition): FieldBinding;
}

const cellSize = (cell: FormCell) =>
  Number.isInteger(cell.size) && cell.size >= 1 && cell.size <= 12 ? cell.size : 12;

/** A layout-only cell (no plugin: the editor groups cells so) that holds rows of further cells. */
const isLayoutCell = (cell: FormCell) => !cell.plugin && (cell.rows?.length ?? 0) > 0;

/**
 * Whether a cell renders anything: a shown field, content, or a container (or a layout-only cell) with
 * something shown inside.
 */
function cellShows(cell: FormCell, binder: FieldBinder, depth = 0): boolean {
  if (depth > 16) return false;
  if (isLayoutCell(cell)) {
    return (cell.rows ?? []).some((row) => row.cells.some((inner) => cellShows(inner, binder, depth + 1)));
  }
  if (!cell.plugin || !fieldRenderer(cell.plugin.id)) return false;
  const field = binder.definitionOf(cell);
  if (field) return binder.shows(field);
  if (cell.rows && cell.rows.length > 0) {
    return cell.rows.some((row) => row.cells.some((inner) => cellShows(inner, binder, depth + 1)));
  }
  return binder.showsContent;
}

function Cell({
  cell,
  binder,
  context,
}: {
  cell: FormCell;
  binder: FieldBinder;
  context: FormRenderContext;
}) {
  if (isLayoutCell(cell)) return <FormRows rows={cell.rows ?? []} binder={binder} context={context} />;
  const Renderer = cell.plugin ? fieldRenderer(cell.plugin.id) : undefined;
  if (!Renderer) return null;
  const field = binder.definitionOf(cell);
  const bound = field ? binder.bind(field) : null;
  const rendered = (
    <Renderer
      cell={cell}
      data={cell.dataI18n?.default ?? {}}
      field={bound}
      context={context}
      renderRows={(rows) => <FormRows rows={rows} binder={binder} context={context} />}
    />
  );
  if (!field || !bound || !binder.locked?.(field)) return rendered;
  return <LockedField noteId={`${bound.inputId}-locked`}>{rendered}</LockedField>;
}

/**
 * Rows of cells in a 12-column CSS grid (each cell spans its `size`); cells whose field is hidden by its
 * visibility rule, and containers with nothing shown inside, are left out. Unknown kinds render nothing.
 */
export function FormRows({
  rows,
  binder,
  context,
}: {
  rows: readonly FormRow[];
  binder: FieldBinder;
  context: FormRenderContext;
}): ReactNode {
  return rows.map((row, rowIndex) => {
    const cells = row.cells.filter((cell) => cellShows(cell, binder));
    if (cells.length === 0) return null;
    return (
      <div className="zapisy-grid-row" key={row.id ?? rowIndex}>
        {cells.map((cell) => (
          <div
            className="zapisy-cell"
            key={cell.id}
            style={{ '--zapisy-span': cellSize(cell) } as CSSProperties}
            data-cell={cell.id}
          >
            <Cell cell={cell} binder={binder} context={context} />
          </div>
        ))}
      </div>
    );
  });
}
