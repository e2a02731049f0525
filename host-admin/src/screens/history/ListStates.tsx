import { Spinner } from '../../components/Spinner.js';

/** Shown when the user belongs to no organization (a site administrator picks one on 'Wybór'). */
export function NoOrganization() {
  return (
    <p className="za-card">
      Twoje konto nie należy do żadnej organizacji. Administrator serwisu wybiera organizację na ekranie Wybór
      projektu.
    </p>
  );
}

/**
 * The list's state before it has rows to show: loading, or failed (the error itself was already shown by
 * the spec's client handling through useFeedback; this keeps a way to try again).
 */
export function ListPlaceholder({
  failed,
  what,
  onRetry,
}: {
  failed: boolean;
  /** Genitive plural: 'wiadomości', 'zmian'. */
  what: string;
  onRetry: () => void;
}) {
  if (!failed) return <Spinner label={`Wczytywanie ${what}…`} />;
  return (
    <div className="za-card" role="alert">
      <p className="za-card__text">Nie udało się wczytać {what}.</p>
      <button type="button" className="za-button za-button--secondary" onClick={onRetry}>
        Spróbuj ponownie
      </button>
    </div>
  );
}
