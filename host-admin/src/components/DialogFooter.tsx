/** The footer of a dialog that asks: 'Anuluj' closes it, the main button confirms (or submits `form`). */
export function DialogFooter({
  confirmLabel,
  onCancel,
  onConfirm,
  disabled,
  form,
}: {
  confirmLabel: string;
  onCancel: () => void;
  /** Left out when the main button submits `form`. */
  onConfirm?: () => void;
  disabled?: boolean;
  /** Id of the form the main button submits. */
  form?: string;
}) {
  return (
    <>
      <button type="button" className="za-button za-button--secondary" onClick={onCancel}>
        Anuluj
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        className="za-button"
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
    </>
  );
}
