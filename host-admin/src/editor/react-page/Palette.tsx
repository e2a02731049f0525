import { type InsertNewCell, useDisplayModeReferenceNodeId, useInsertNew } from '@react-page/editor';
// react-page's own drag source of its plugin drawer (not re-exported): the canvas accepts exactly its item.
// rspack maps lib/ to lib-es/ so this is the same copy of react-page as the package entry.
import Draggable from '@react-page/editor/lib/ui/PluginDrawer/Draggable/index.js';
import { type FormFieldEditorCell, paletteGroups } from '@zapisy/plugin-form-fields/editor';
import { useMemo } from 'react';

function PaletteItem({ cell }: { cell: FormFieldEditorCell }) {
  const insert = useMemo<InsertNewCell>(() => ({ plugin: { id: cell.id, version: cell.version } }), [cell]);
  const insertNew = useInsertNew(useDisplayModeReferenceNodeId());
  return (
    <li className="za-palette__entry">
      <Draggable insert={insert}>
        <button
          type="button"
          className="za-palette__item"
          data-testid={`palette-item-${cell.id}`}
          data-kind={cell.id}
          title="Kliknij, aby dodać na końcu, albo przeciągnij na formularz"
          onClick={() => insertNew(insert)}
        >
          <span className="za-palette__icon" aria-hidden="true">
            {cell.icon ?? cell.title.charAt(0)}
          </span>
          {cell.title}
        </button>
      </Draggable>
    </li>
  );
}

/** The field kinds grouped by family; drag one onto the canvas, or click to add it at the end. */
export function Palette({ cells }: { cells: readonly FormFieldEditorCell[] }) {
  const groups = useMemo(() => paletteGroups(cells), [cells]);
  return (
    <nav className="za-palette" aria-label="Pola formularza" data-testid="form-editor-palette">
      {groups.length === 0 && <p className="za-palette__empty">Brak dostępnych rodzajów pól.</p>}
      {groups.map((group) => (
        <section key={group.family} className="za-palette__group" aria-label={group.title}>
          <h2 className="za-palette__title">{group.title}</h2>
          <ul className="za-palette__list">
            {group.cells.map((cell) => (
              <PaletteItem key={cell.id} cell={cell} />
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
