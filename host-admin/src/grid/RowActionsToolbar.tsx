import type { ReactNode } from 'react';

/** The actions on the grid's selected row: who is selected (or how to select), then the action buttons. */
export function RowActionsToolbar({
  label,
  selected,
  testId,
  children,
}: {
  /** The toolbar's accessible name ('Akcje klienta'). */
  label: string;
  /** The selected row's name; null while no row is selected. */
  selected: string | null;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="za-toolbar" role="toolbar" aria-label={label} data-testid={testId}>
      <span className="za-screen__meta">{selected ?? 'Zaznacz wiersz, aby wykonać akcję.'}</span>
      {children}
    </div>
  );
}

/** One action of the toolbar. */
export function RowActionButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="za-button za-button--secondary" disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
