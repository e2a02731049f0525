import { Dialog } from '../../components/Dialog.js';
import { Spinner } from '../../components/Spinner.js';

const LINK_LABELS: Record<string, string> = {
  form: 'Formularz',
  formLink: 'Formularz',
  survey: 'Ankieta',
  surveyLink: 'Ankieta',
  affiliate: 'Link polecający',
  affiliateLink: 'Link polecający',
  payment: 'Płatność',
  ticket: 'Bilet',
};

/** The participant's links (form, survey, affiliate …) as the server gives them. */
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
