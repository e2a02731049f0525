import { useSyncExternalStore } from 'react';
import type { FeedbackStore } from './store.js';
import type { Toast } from './toast-types.js';

function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const urgent = toast.kind === 'error' || toast.kind === 'warning';
  return (
    <div
      className={`za-toast za-toast--${toast.kind}`}
      role={urgent ? 'alert' : 'status'}
      data-duration={toast.durationMs}
    >
      <div className="za-toast__body">
        <p className="za-toast__title">{toast.title}</p>
        {toast.message && <p className="za-toast__message">{toast.message}</p>}
        {toast.lines.length > 0 && (
          <ul className="za-toast__lines">
            {toast.lines.map((line) => (
              <li key={line}>- {line}</li>
            ))}
          </ul>
        )}
      </div>
      {toast.dismissible && (
        <button
          type="button"
          className="za-toast__close"
          aria-label="Zamknij powiadomienie"
          onClick={onClose}
        >
          ×
        </button>
      )}
    </div>
  );
}

/** The toast stack (top right). */
export function Toaster({ store }: { store: FeedbackStore }) {
  const { toasts } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return (
    <section className="za-toaster" aria-label="Powiadomienia">
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} onClose={() => store.dismissToast(toast.id)} />
      ))}
    </section>
  );
}
