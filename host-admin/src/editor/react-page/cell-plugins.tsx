import {
  AutoFields,
  type CellPlugin,
  type CellPluginComponentProps,
  type ControlsDef,
  Migration,
} from '@react-page/editor';
import type { FormFieldEditorCell } from '@zapisy/plugin-form-fields/editor';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { CellPreview, type CellPreviewProps } from '../CellPreview.js';
import { FieldRuleButtons } from '../field-rules/FieldRuleButtons.js';
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

function FieldRules({ nodeId, data, onChange }: CellPluginComponentProps<CellData>) {
  return <FieldRuleButtons nodeId={nodeId} data={data} onChange={onChange} />;
}

/** The kind's settings form followed by the rule buttons, in one panel. */
function SettingsWithRules(props: CellPluginComponentProps<CellData>) {
  return (
    <div>
      <AutoFields element={Fragment} />
      <FieldRules {...props} />
    </div>
  );
}

/**
 * The settings panel of a cell: react-page's autoform drawn from `dataSchema`; for a field (a kind whose
 * cells define a form field) also the visibility and requirement rule buttons.
 */
function controlsOf(cell: FormFieldEditorCell): ControlsDef<CellData> | undefined {
  const schema = settingsSchema(cell.dataSchema);
  const isField = !cell.isContainer && cell.definitionOf(cell.createInitialData()) !== null;
  if (schema) {
    return {
      type: 'autoform',
      columnCount: 1,
      schema: schema as never,
      ...(isField ? { Content: SettingsWithRules } : {}),
    };
  }
  return isField ? { type: 'custom', Component: FieldRules } : undefined;
}

/**
 * A react-page cell plugin for one editor cell descriptor: the canvas shows the kind's live preview (or,
 * for a container, its rows as columns); the settings are `controlsOf(cell)`.
 */
export function toReactPageCellPlugin(
  cell: FormFieldEditorCell,
  Renderer: CellRenderer = CellPreview,
): CellPlugin<CellData> {
  const controls = controlsOf(cell);
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
    ...(controls ? { controls } : {}),
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
