import { type CellPlugin, Migration } from '@react-page/editor';
import type { FormFieldEditorCell } from '@zapisy/plugin-form-fields/editor';
import type { ComponentType, ReactNode } from 'react';
import { CellPreview, type CellPreviewProps } from '../CellPreview.js';
import { settingsSchema } from '../settings-schema.js';

type CellData = Record<string, unknown>;

/** How a non-container cell looks on the canvas. */
export type CellRenderer = ComponentType<CellPreviewProps>;

function ContainerFrame({
  cell,
  data,
  children,
}: {
  cell: FormFieldEditorCell;
  data: CellData;
  children?: ReactNode;
}) {
  const title = typeof data.title === 'string' && data.title !== '' ? data.title : cell.title;
  const columns = cell.container?.columns ?? 1;
  return (
    <div className="za-cell-container" data-kind={cell.id}>
      <div className="za-cell-container__title">{title}</div>
      {/* Each row of the container is one column (shared data contract 1). */}
      <div
        className="za-cell-container__columns"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * A react-page cell plugin for one editor cell descriptor: the canvas shows the kind's live preview (or,
 * for a container, its rows as columns); the settings are react-page's autoform drawn from `dataSchema`.
 */
export function toReactPageCellPlugin(
  cell: FormFieldEditorCell,
  Renderer: CellRenderer = CellPreview,
): CellPlugin<CellData> {
  const schema = settingsSchema(cell.dataSchema);
  return {
    id: cell.id,
    version: cell.version,
    title: cell.title,
    icon: cell.icon ?? cell.title.charAt(0),
    createInitialData: () => ({ ...cell.createInitialData() }),
    migrations: cell.migrations.map(
      (m) =>
        new Migration<CellData, CellData>({
          fromVersion: m.fromVersion,
          toVersion: m.toVersion,
          migrate: (data) => ({ ...m.migrate(data) }),
        }),
    ),
    ...(schema ? { controls: { type: 'autoform' as const, columnCount: 1, schema: schema as never } } : {}),
    Renderer: cell.isContainer
      ? ({ data, children }) => (
          <ContainerFrame cell={cell} data={data}>
            {children}
          </ContainerFrame>
        )
      : ({ data }) => (
          <Renderer
            kindId={cell.id}
            title={cell.title}
            data={data}
            definition={() => cell.definitionOf(data)}
          />
        ),
  };
}

/** Every descriptor as a react-page plugin (build once: the editor re-subscribes when the list changes). */
export function toReactPageCellPlugins(
  cells: readonly FormFieldEditorCell[],
  Renderer?: CellRenderer,
): CellPlugin[] {
  return cells.map((cell) => toReactPageCellPlugin(cell, Renderer));
}
