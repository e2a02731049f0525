import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import type { FeedbackStore } from './store.js';
import type { Modal } from './toast-types.js';

function ModalView({ modal, onClose }: { modal: Modal; onClose: () => void }) {
  const id = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  return (
    <div className="za-modal-backdrop">
      <div
        className={`za-modal za-modal--${modal.tone ?? 'info'}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={modal.message ? `${id}-message` : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <h2 id={`${id}-title`} className="za-modal__title">
          {modal.title}
        </h2>
        {modal.message && (
          <p id={`${id}-message`} className="za-modal__message">
            {modal.message}
          </p>
        )}
        {modal.lines && modal.lines.length > 0 && (
          <ul className="za-modal__lines">
            {modal.lines.map((line) => (
              <li key={line}>- {line}</li>
            ))}
          </ul>
        )}
        {modal.hint && <p className="za-modal__hint">{modal.hint}</p>}
        {modal.details && (
          <details className="za-modal__details">
            <summary>Szczegóły techniczne</summary>
            <pre>{modal.details}</pre>
          </details>
        )}
        <div className="za-modal__actions">
          <button ref={closeRef} type="button" className="za-button" onClick={onClose}>
            Zamknij
          </button>
        </div>
      </div>
    </div>
  );
}

/** Shows the oldest open feedback modal; closing it shows the next. */
export function ModalHost({ store }: { store: FeedbackStore }) {
  const { modals } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const modal = modals[0];
  if (!modal) return null;
  return <ModalView key={modal.id} modal={modal} onClose={() => store.closeModal(modal.id)} />;
}
