import { useState } from 'react';
import { Dialog } from '../../components/Dialog.js';
import { DialogFooter } from '../../components/DialogFooter.js';
import type { ColumnChoice } from '../../grid/column-model.js';
import { type CustomerColumn, DEFAULT_CUSTOMER_COLUMN_CHOICE } from './customer-columns.js';

/**
 * 'Kolumny' of the customers grid: which of the allowed columns show. The internal ids are offered here,
 * hidden until chosen; 'Przywróć domyślne' hides them again.
 */
export function CustomerColumnChooser({
  columns,
  choice,
  onSave,
  onClose,
}: {
  /** The columns the organization's flags allow, in the grid's order. */
  columns: readonly CustomerColumn[];
  choice: ColumnChoice;
  /** null: back to the default. */
  onSave: (choice: ColumnChoice | null) => void;
  onClose: () => void;
}) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(choice.hidden));
  const toggle = (id: string) => {
    const next = new Set(hidden);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setHidden(next);
  };
  return (
    <Dialog
      title="Kolumny listy klientów"
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            className="za-button za-button--secondary"
            onClick={() => setHidden(new Set(DEFAULT_CUSTOMER_COLUMN_CHOICE.hidden))}
          >
            Przywróć domyślne
          </button>
          <DialogFooter
            confirmLabel="Zapisz kolumny"
            onCancel={onClose}
            onConfirm={() => onSave({ order: choice.order, hidden: [...hidden] })}
          />
        </>
      }
    >
      <p className="za-field__hint">Wybór kolumn zapisuje się w tej przeglądarce.</p>
      <ul className="za-plain-list" data-testid="customer-column-chooser">
        {columns.map((column) => (
          <li key={column.id}>
            <label className="za-check">
              <input
                type="checkbox"
                className="za-checkbox"
                checked={!hidden.has(column.id)}
                onChange={() => toggle(column.id)}
              />
              {column.title}
              {column.internal ? ' (identyfikator wewnętrzny)' : ''}
            </label>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
