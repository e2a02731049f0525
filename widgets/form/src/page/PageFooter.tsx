import type { PublicPage } from '@zapisy/core';

/** The footer of the participant's page: the organizer's identity (name, address, NIP, contact, website). */
export function PageFooter({ page }: { page: PublicPage }) {
  const { organizer } = page;
  const contact = [organizer.emailAddress, organizer.phoneNumber].filter(Boolean);
  if (!organizer.name && !organizer.address && contact.length === 0) return null;
  return (
    <footer className="zapisy-page-footer" data-testid="zapisy-page-footer">
      {organizer.name ? <p className="zapisy-page-footer-name">{organizer.name}</p> : null}
      {organizer.address ? <p>{organizer.address}</p> : null}
      {organizer.taxId ? <p>NIP: {organizer.taxId}</p> : null}
      {contact.length > 0 ? (
        <p>
          {organizer.emailAddress ? (
            <a href={`mailto:${organizer.emailAddress}`}>{organizer.emailAddress}</a>
          ) : null}
          {organizer.emailAddress && organizer.phoneNumber ? ' · ' : null}
          {organizer.phoneNumber ? <span>tel. {organizer.phoneNumber}</span> : null}
        </p>
      ) : null}
      {organizer.url ? (
        <p>
          <a href={organizer.url} rel="noopener" target="_blank">
            {organizer.url.replace(/^https?:\/\//, '')}
          </a>
        </p>
      ) : null}
    </footer>
  );
}
