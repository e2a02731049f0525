import Editor, { type Value } from '@react-page/editor';
import './react-page.css';
import type { FormValue, PublicProduct } from '@zapisy/core';
import type { FormFieldEditorCell } from '@zapisy/plugin-form-fields/editor';
import { FIELD_RENDERER_CSS, FIELD_THEME_DECLARATIONS } from '@zapisy/plugin-form-fields/widget';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { EditorFormContext } from '../field-rules/editor-form-context.js';
import { PreviewRenderContext, previewRenderContext } from '../preview-context.js';
import { toReactPageCellPlugins } from './cell-plugins.js';
import { flattenLayoutCells } from './flatten-layout-cells.js';
import { ModeSwitch } from './ModeSwitch.js';
import { Palette } from './Palette.js';
import { SettingsPanel } from './SettingsPanel.js';
import { SettingsSlotContext } from './settings-slot.js';
import { translateEditorUi } from './ui-translations.js';
import { withNodeIds } from './with-node-ids.js';

export interface FormCanvasProps {
  readonly value: FormValue;
  readonly onChange: (value: FormValue) => void;
  readonly cells: readonly FormFieldEditorCell[];
  /** The project's products, shown by the Product cells. */
  readonly products?: readonly PublicProduct[];
}

/** The widget's field styles, for the cell previews only (every class is `zapisy-`; the theme sits on the page). */
const PREVIEW_CSS = `.za-form-canvas__main .react-page-editable {${FIELD_THEME_DECLARATIONS}}\n${FIELD_RENDERER_CSS}`;

const NO_PRODUCTS: readonly PublicProduct[] = [];
const EDITOR_COMPONENTS = { BottomToolbar: SettingsPanel };

/**
 * The palette (left), the react-page canvas at the widget's width (middle) and the selected cell's settings
 * (right). The palette and settings are portals out of react-page's tree, so they keep its context (drag and
 * drop, focus) while sitting in our own columns. The value is controlled: undo/redo live in our own draft
 * history, so react-page's undo buttons are off and its Ctrl+Z is intercepted by the screen.
 */
export default function FormCanvas({ value, onChange, cells, products = NO_PRODUCTS }: FormCanvasProps) {
  const cellPlugins = useMemo(() => toReactPageCellPlugins(cells), [cells]);
  const form = useMemo(() => ({ value, cells }), [value, cells]);
  const editorValue = useMemo(() => withNodeIds(value), [value]);
  const preview = useMemo(() => previewRenderContext(products), [products]);
  const [paletteSlot, setPaletteSlot] = useState<HTMLElement | null>(null);
  const [settingsSlot, setSettingsSlot] = useState<HTMLElement | null>(null);
  return (
    <EditorFormContext.Provider value={form}>
      <PreviewRenderContext.Provider value={preview}>
        <SettingsSlotContext.Provider value={settingsSlot}>
          <style>{PREVIEW_CSS}</style>
          <div className="za-form-canvas" data-testid="form-editor-canvas">
            <div className="za-form-canvas__palette" ref={setPaletteSlot} />
            <div className="za-form-canvas__main">
              <Editor
                value={editorValue as Value}
                onChange={(next) => onChange(flattenLayoutCells(next as FormValue))}
                cellPlugins={cellPlugins}
                lang="default"
                undoRedoEnabled={false}
                zoomEnabled={false}
                insertEnabled={false}
                hideEditorSidebar
                components={EDITOR_COMPONENTS}
                uiTranslator={translateEditorUi}
              >
                {paletteSlot && createPortal(<Palette cells={cells} />, paletteSlot)}
                <ModeSwitch />
              </Editor>
            </div>
            <aside className="za-form-canvas__settings" ref={setSettingsSlot} aria-label="Ustawienia pola">
              <p className="za-form-canvas__settings-hint">
                Kliknij pole na formularzu, aby zmienić jego etykietę, wymagalność i inne ustawienia.
              </p>
            </aside>
          </div>
        </SettingsSlotContext.Provider>
      </PreviewRenderContext.Provider>
    </EditorFormContext.Provider>
  );
}
