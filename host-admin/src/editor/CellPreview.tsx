import type { FormCell, FormCellData, FormFieldDefinition } from '@zapisy/core';
import { type CellRendererProps, fieldRenderer } from '@zapisy/plugin-form-fields/widget';
import { Component, type ReactNode } from 'react';
import { fieldRuleNote } from './field-rules/field-rule.js';
import { usePreviewRenderContext } from './preview-context.js';
import { previewHint } from './preview-hints.js';

const noop = () => {};
const renderNoRows = () => null;

export interface CellPreviewProps {
  readonly kindId: string;
  readonly title: string;
  readonly data: FormCellData;
  /** The field of the cell (the kind's `toDefinition`), null for content blocks. */
  readonly definition: () => FormFieldDefinition | null;
}

function Placeholder({ title, data }: { title: string; data: FormCellData }) {
  const label = typeof data.label === 'string' && data.label !== '' ? data.label : title;
  const fieldName = typeof data.field_name === 'string' ? data.field_name : null;
  return (
    <div className="za-cell-preview__placeholder">
      <span className="za-cell-preview__label">
        {label}
        {data.required === true && <span aria-hidden="true"> *</span>}
      </span>
      <span className="za-cell-preview__kind">
        {title}
        {fieldName && <code> {fieldName}</code>}
      </span>
    </div>
  );
}

class RendererBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function WidgetPreview({ kindId, data, definition }: CellPreviewProps) {
  const context = usePreviewRenderContext();
  const Renderer = fieldRenderer(kindId);
  if (!Renderer) throw new Error(`No renderer for ${kindId}`);
  const field = definition();
  const cell: FormCell = {
    id: `preview-${kindId}`,
    size: 12,
    plugin: { id: kindId, version: 1 },
    dataI18n: { default: data },
  };
  const props: CellRendererProps = {
    cell,
    data,
    field: field && {
      definition: field,
      inputId: `za-editor-${kindId}-${String(field.field_name)}`,
      value: undefined,
      required: field.required === true,
      errors: [],
      onChange: noop,
      onBlur: noop,
    },
    context,
    renderRows: renderNoRows,
  };
  return <Renderer {...props} />;
}

/** The live look of a cell: the kind's widget renderer, or a labelled box when the kind has none (or it fails). */
export function CellPreview(props: CellPreviewProps) {
  const placeholder = <Placeholder title={props.title} data={props.data} />;
  const hint = previewHint(props.kindId, props.data);
  const notes = [fieldRuleNote(props.data, 'jsonRule'), fieldRuleNote(props.data, 'requiredRule')].filter(
    (note): note is string => note !== null,
  );
  return (
    <div className="za-cell-preview" data-kind={props.kindId}>
      {notes.length > 0 && (
        <div className="za-cell-preview__rules" data-testid="cell-rule-notes">
          {notes.map((note) => (
            <small key={note}>{note}</small>
          ))}
        </div>
      )}
      {fieldRenderer(props.kindId) ? (
        <RendererBoundary fallback={placeholder}>
          <WidgetPreview {...props} />
        </RendererBoundary>
      ) : (
        placeholder
      )}
      {hint && <p className="za-cell-preview__hint">{hint}</p>}
    </div>
  );
}
