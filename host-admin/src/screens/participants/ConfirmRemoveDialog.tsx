import { Dialog } from '../../components/Dialog.js';
import { DialogFooter } from '../../components/DialogFooter.js';

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
      footer={<DialogFooter confirmLabel="Usuń" onCancel={onClose} onConfirm={onConfirm} disabled={busy} />}
    >
      <p>
        Uczestnik <strong>{name}</strong> zostanie usunięty z listy.
      </p>
    </Dialog>
  );
}
