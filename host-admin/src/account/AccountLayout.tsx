import type { ReactNode } from 'react';
import { useDocumentTitle } from '../app/use-document-title.js';

/** The account screens (/glowne/...): a centred card with the product name. */
export function AccountLayout({
  title,
  children,
  wide,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <div className="za-account">
      <main
        className={`za-account__card${wide ? ' za-account__card--wide' : ''}`}
        aria-labelledby="za-account-title"
      >
        <a className="za-account__brand" href="/admin">
          <span className="za-header__logo" aria-hidden="true">
            Z
          </span>
          <span>Zapisy</span>
        </a>
        <h1 id="za-account-title" className="za-account__title">
          {title}
        </h1>
        {children}
      </main>
    </div>
  );
}
