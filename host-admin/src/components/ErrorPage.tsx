export interface ErrorPageProps {
  error: unknown;
  onRetry?: () => void;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Generic render-error fallback: 'Coś poszło nie tak' plus the 'Wystąpił błąd:' block. */
export function ErrorPage({ error, onRetry }: ErrorPageProps) {
  return (
    <section className="za-fallback" aria-labelledby="za-error-title">
      <div className="za-fallback__icon za-fallback__icon--error" aria-hidden="true">
        !
      </div>
      <h1 id="za-error-title" className="za-fallback__title">
        Coś poszło nie tak
      </h1>
      <div className="za-error-block" role="alert">
        <p className="za-error-block__label">Wystąpił błąd:</p>
        <pre className="za-error-block__message">{errorMessage(error)}</pre>
        {onRetry && (
          <button type="button" className="za-button" onClick={onRetry}>
            Spróbuj ponownie
          </button>
        )}
      </div>
    </section>
  );
}
