import { Dialog } from '../../components/Dialog.js';
import { Spinner } from '../../components/Spinner.js';

/** Labels of `GET /participants/{eventId}/{id}/links` `{form, payment, survey}`. */
const LINK_LABELS: Record<string, string> = {
  form: 'Formularz',
  payment: 'Płatność',
  survey: 'Ankieta',
};

/** The participant's form, payment and survey links as the server gives them. */
export function LinksDialog({ links, onClose }: { links: [string, string][] | null; onClose: () => void }) {
  return (
    <Dialog title="Linki uczestnika" onClose={onClose}>
      {links === null ? (
        <Spinner inline label="Wczytywanie linków…" />
      ) : links.length === 0 ? (
        <p>Ten uczestnik nie ma linków.</p>
      ) : (
        <dl data-testid="participant-links">
          {links.map(([name, url]) => (
            <div key={name}>
              <dt>{LINK_LABELS[name] ?? name}</dt>
              <dd>
                <a href={url} target="_blank" rel="noreferrer">
                  {url}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}
