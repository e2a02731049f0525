import { clearCachesAndReload } from '../lib/chunk-error.js';

export interface ChunkErrorPageProps {
  onBack?: () => void;
  onReload?: () => void | Promise<void>;
}

/** Shown when a screen's bundle cannot be loaded, usually because a new version was deployed. */
export function ChunkErrorPage({ onBack, onReload }: ChunkErrorPageProps) {
  const back = onBack ?? (() => window.history.back());
  const reload = onReload ?? (() => clearCachesAndReload());
  return (
    <section className="za-fallback" role="alert" aria-labelledby="za-chunk-error-title">
      <div className="za-fallback__icon" aria-hidden="true">
        ↻
      </div>
      <h1 id="za-chunk-error-title" className="za-fallback__title">
        Nie udało się wczytać strony
      </h1>
      <p className="za-fallback__text">
        Twoja przeglądarka może przechowywać nieaktualną wersję aplikacji. Odśwież stronę, aby wczytać
        najnowszą wersję, albo wróć do poprzedniej strony.
      </p>
      <div className="za-fallback__actions">
        <button type="button" className="za-button za-button--secondary" onClick={back}>
          Wróć
        </button>
        <button type="button" className="za-button" onClick={() => void reload()}>
          Odśwież stronę
        </button>
      </div>
    </section>
  );
}
