import { Dialog } from '../../components/Dialog.js';

/** 'Usuń' asks first: removing a participant cannot be undone from the grid. */
export function ConfirmRemoveDialog({
  name,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title="Usunąć uczestnika?"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="za-button za-button--secondary" onClick={onClose}>
            Anuluj
          </button>
          <button type="button" className="za-button" onClick={onConfirm} disabled={busy}>
            Usuń
          </button>
        </>
      }
    >
      <p>
        Uczestnik <strong>{name}</strong> zostanie usunięty z listy.
      </p>
    </Dialog>
  );
}
