import { useDuplicateCell, useFocusCell, useParentCellId, useRemoveCell } from '@react-page/editor';

/** The selected cell's actions, in words: select the container it sits in, duplicate, delete. */
export function CellTools({ nodeId }: { nodeId: string }) {
  const parentId = useParentCellId(nodeId);
  const focusParent = useFocusCell(parentId);
  const duplicate = useDuplicateCell(nodeId);
  const remove = useRemoveCell(nodeId);
  return (
    <fieldset className="za-cell-tools" aria-label="Działania na polu">
      {parentId && (
        <button type="button" className="za-cell-tools__button" onClick={() => focusParent()}>
          Zaznacz kontener
        </button>
      )}
      <button
        type="button"
        className="za-cell-tools__button"
        onClick={duplicate}
        data-testid="cell-duplicate"
      >
        Duplikuj
      </button>
      <button
        type="button"
        className="za-cell-tools__button za-cell-tools__button--danger"
        onClick={remove}
        data-testid="cell-remove"
      >
        Usuń
      </button>
    </fieldset>
  );
}
