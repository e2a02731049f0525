import type { ReactNode } from 'react';

/** The standard screen: an h1 title, optional meta line and actions, then the content. */
export function ScreenFrame({
  title,
  meta,
  actions,
  children,
}: {
  title: string;
  meta?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="za-screen" aria-labelledby="za-screen-title">
      <header className="za-screen__header za-screen__header--actions">
        <div>
          <h1 id="za-screen-title" className="za-screen__title">
            {title}
          </h1>
          {meta && <p className="za-screen__meta">{meta}</p>}
        </div>
        {actions && <div className="za-screen__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
