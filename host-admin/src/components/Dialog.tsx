import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useEscapeToClose } from './use-escape-to-close.js';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/** A modal dialog: labelled by its title, Escape and the × button close it, focus starts inside. */
export function Dialog({ title, onClose, children, footer, wide }: DialogProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEscapeToClose(onClose);
  useEffect(() => {
    // A dialog opened inside this one already took the focus.
    if (ref.current?.contains(document.activeElement)) return;
    const first = ref.current?.querySelector<HTMLElement>(
      'input, select, textarea, button:not(.za-dialog__close), a[href]',
    );
    // Nothing to focus yet (a spinner, plain text): the dialog itself, so focus never stays behind it.
    (first ?? ref.current)?.focus();
  }, []);
  return (
    <div className="za-modal-backdrop">
      <div
        ref={ref}
        className={`za-modal za-dialog${wide ? ' za-dialog--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <div className="za-dialog__header">
          <h2 id={`${id}-title`} className="za-modal__title">
            {title}
          </h2>
          <button type="button" className="za-dialog__close" aria-label="Zamknij" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="za-dialog__body">{children}</div>
        {footer && <div className="za-modal__actions">{footer}</div>}
      </div>
    </div>
  );
}
