import { formatProjectDateRange, type PublicForm, type PublicPage } from '@zapisy/core';
import { absoluteUrl } from './page-urls.js';

/** Paragraphs of a plain-text description (blank lines split them; single newlines stay line breaks). */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The project's header on the participant's page (issue 14): logo, name, slogan, dates in the project's
 * format, place, description, and who organizes it with a contact.
 */
export function PageHeader({
  project,
  page,
  apiBase,
}: {
  project: PublicForm['project'];
  page: PublicPage;
  apiBase: string;
}) {
  const dates = formatProjectDateRange(page.from, page.to, { dateFormat: page.dateFormat });
  const { organizer } = page;
  return (
    <header className="zapisy-card zapisy-page-header" data-testid="zapisy-page-header">
      {page.logo ? (
        <img
          className="zapisy-page-logo"
          src={absoluteUrl(page.logo.url, apiBase)}
          alt={organizer.name ? `Logo: ${organizer.name}` : 'Logo'}
          height={page.logo.height}
          data-testid="zapisy-page-logo"
        />
      ) : null}
      <h1 className="zapisy-page-title" data-testid="zapisy-page-name">
        {project.name}
      </h1>
      {page.slogan ? (
        <p className="zapisy-page-slogan" data-testid="zapisy-page-slogan">
          {page.slogan}
        </p>
      ) : null}
      {dates || page.place ? (
        <dl className="zapisy-facts zapisy-page-facts">
          {dates ? (
            <>
              <dt>Termin</dt>
              <dd data-testid="zapisy-page-dates">{dates}</dd>
            </>
          ) : null}
          {page.place ? (
            <>
              <dt>Miejsce</dt>
              <dd data-testid="zapisy-page-place">{page.place}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {page.description ? (
        <div className="zapisy-page-description" data-testid="zapisy-page-description">
          {paragraphs(page.description).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      {organizer.name || organizer.emailAddress || organizer.phoneNumber ? (
        <p className="zapisy-muted zapisy-page-organizer" data-testid="zapisy-page-organizer">
          {organizer.name ? (
            <>
              Organizator: <strong>{organizer.name}</strong>
            </>
          ) : (
            'Kontakt z organizatorem'
          )}
          {organizer.emailAddress ? (
            <>
              {' · '}
              <a href={`mailto:${organizer.emailAddress}`}>{organizer.emailAddress}</a>
            </>
          ) : null}
          {organizer.phoneNumber ? (
            <>
              {' · '}
              <a href={`tel:${organizer.phoneNumber.replace(/[^\d+]/g, '')}`}>{organizer.phoneNumber}</a>
            </>
          ) : null}
        </p>
      ) : null}
    </header>
  );
}
