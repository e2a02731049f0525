import { type BottomToolbarProps, usePluginOfCell, useUiTranslator } from '@react-page/editor';
import { createPortal } from 'react-dom';
import { CellTools } from './CellTools.js';
import { useSettingsSlot } from './settings-slot.js';

/**
 * react-page's `components.BottomToolbar`, replaced: instead of a drawer floating over the bottom of the
 * screen, the selected cell's settings (its autoform and rule buttons) and tools (select the container,
 * duplicate, delete) fill the panel to the right of the canvas.
 */
export function SettingsPanel({ open, nodeId, pluginControls, children }: BottomToolbarProps) {
  const slot = useSettingsSlot();
  const plugin = usePluginOfCell(nodeId);
  const { t } = useUiTranslator();
  if (!open || !slot) return null;
  return createPortal(
    <section
      className="za-cell-settings"
      aria-label="Ustawienia zaznaczonego pola"
      data-testid="cell-settings"
    >
      <header className="za-cell-settings__header">
        <h2 className="za-cell-settings__title">{t(plugin?.title ?? '') || 'Pole'}</h2>
        <CellTools nodeId={nodeId} />
      </header>
      {children}
      {pluginControls}
    </section>,
    slot,
  );
}
