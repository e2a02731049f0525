import { Spinner } from './Spinner.js';

/**
 * The foot of a newest-first log read page by page: a spinner while a page loads and 'Starsze' while the
 * server has older entries.
 */
export function OlderPageFooter({
  loading,
  hasOlder,
  onOlder,
  loadingLabel,
}: {
  loading: boolean;
  hasOlder: boolean;
  onOlder: () => void;
  loadingLabel: string;
}) {
  return (
    <>
      {loading && <Spinner inline label={loadingLabel} />}
      {hasOlder && (
        <div className="za-toolbar">
          <button
            type="button"
            className="za-button za-button--secondary"
            disabled={loading}
            onClick={onOlder}
          >
            Starsze
          </button>
        </div>
      )}
    </>
  );
}
