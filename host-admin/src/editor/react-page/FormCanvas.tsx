import Editor, { type Value } from '@react-page/editor';
import '@react-page/editor/lib/index.css';
import type { FormValue } from '@zapisy/core';
import type { FormFieldEditorCell } from '@zapisy/plugin-form-fields/editor';
import { useMemo } from 'react';
import { EditorFormContext } from '../field-rules/editor-form-context.js';
import { toReactPageCellPlugins } from './cell-plugins.js';
import { Palette } from './Palette.js';
import { translateEditorUi } from './ui-translations.js';
import { withNodeIds } from './with-node-ids.js';

export interface FormCanvasProps {
  readonly value: FormValue;
  readonly onChange: (value: FormValue) => void;
  readonly cells: readonly FormFieldEditorCell[];
}

/**
 * The palette and the react-page canvas. The value is controlled: undo/redo live in our own draft history,
 * so react-page's undo buttons are off and its Ctrl+Z is intercepted by the screen.
 */
export default function FormCanvas({ value, onChange, cells }: FormCanvasProps) {
  const cellPlugins = useMemo(() => toReactPageCellPlugins(cells), [cells]);
  const form = useMemo(() => ({ value, cells }), [value, cells]);
  const editorValue = useMemo(() => withNodeIds(value), [value]);
  return (
    <EditorFormContext.Provider value={form}>
      <div className="za-form-canvas" data-testid="form-editor-canvas">
        <Editor
          value={editorValue as Value}
          onChange={(next) => onChange(next as FormValue)}
          cellPlugins={cellPlugins}
          lang="default"
          undoRedoEnabled={false}
          zoomEnabled={false}
          insertEnabled={false}
          sidebarPosition="rightRelative"
          uiTranslator={translateEditorUi}
        >
          <Palette cells={cells} />
        </Editor>
      </div>
    </EditorFormContext.Provider>
  );
}
