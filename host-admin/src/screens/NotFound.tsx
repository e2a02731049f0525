import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../app/use-document-title.js';
import { ADMIN_HOME } from '../routes/table.js';

/** Unknown admin path. */
export function NotFound() {
  const { pathname } = useLocation();
  useDocumentTitle('Nie znaleziono strony');
  return (
    <section className="za-fallback" aria-labelledby="za-not-found-title">
      <div className="za-fallback__code" aria-hidden="true">
        404
      </div>
      <h1 id="za-not-found-title" className="za-fallback__title">
        Nie znaleziono strony
      </h1>
      <p className="za-fallback__text">
        Strona <code>/admin{pathname}</code> nie istnieje albo została przeniesiona.
      </p>
      <div className="za-fallback__actions">
        <Link className="za-button" to={`/${ADMIN_HOME}`}>
          Przejdź do kokpitu
        </Link>
      </div>
    </section>
  );
}
