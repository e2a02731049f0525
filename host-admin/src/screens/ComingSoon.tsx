import type { AdminRoute } from '../routes/table.js';

export interface ComingSoonProps {
  route: Pick<AdminRoute, 'path' | 'title'>;
  /** The current path under /admin (defaults to the route pattern). */
  pathname?: string;
}

/** Shared placeholder for screens whose issue is not done yet. */
export function ComingSoon({ route, pathname }: ComingSoonProps) {
  const shown = `/admin${pathname ?? `/${route.path}`}`;
  return (
    <section className="za-screen" aria-labelledby="za-screen-title">
      <header className="za-screen__header">
        <h1 id="za-screen-title" className="za-screen__title">
          {route.title}
        </h1>
      </header>
      <div className="za-card za-coming-soon">
        <span className="za-badge">Wkrótce</span>
        <h2 className="za-coming-soon__title">Ekran „{route.title}” jest w przygotowaniu</h2>
        <p className="za-coming-soon__text">
          Ta część panelu pojawi się wkrótce. Adres ekranu: <code>{shown}</code>
        </p>
      </div>
    </section>
  );
}
