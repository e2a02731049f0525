import type { ConsentId, PublicConsent } from '@zapisy/core';

export type ConsentTicks = Partial<Record<ConsentId, boolean>>;

/**
 * The form's consents (issue 14): a required checkbox each, with the text to read (collapsed under
 * 'Pokaż treść') or a link to the terms. The server stores the accepted text and time with the registration.
 */
export function ConsentFields({
  consents,
  ticks,
  errors,
  idPrefix,
  onChange,
}: {
  consents: readonly PublicConsent[];
  ticks: ConsentTicks;
  /** The Polish message per consent not ticked, shown once the form was sent. */
  errors: Partial<Record<ConsentId, string>>;
  idPrefix: string;
  onChange: (id: ConsentId, checked: boolean) => void;
}) {
  if (consents.length === 0) return null;
  return (
    <fieldset className="zapisy-consents" data-testid="zapisy-consents">
      <legend className="zapisy-consents-title">Zgody</legend>
      {consents.map((consent) => {
        const inputId = `${idPrefix}-consent-${consent.id}`;
        const error = errors[consent.id];
        return (
          <div className="zapisy-consent" key={consent.id} data-testid={`zapisy-consent-${consent.id}`}>
            <label className="zapisy-choice" htmlFor={inputId}>
              <input
                id={inputId}
                type="checkbox"
                checked={ticks[consent.id] === true}
                required
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => onChange(consent.id, event.target.checked)}
              />
              <span>
                {consent.label}
                <span className="zapisy-required"> *</span>
                <span className="zapisy-visually-hidden"> (wymagane)</span>
              </span>
            </label>
            {consent.url ? (
              <p className="zapisy-consent-link">
                <a href={consent.url} target="_blank" rel="noopener">
                  {consent.id === 'terms' ? 'Przeczytaj regulamin' : 'Przeczytaj treść'}
                </a>
              </p>
            ) : null}
            {consent.text ? (
              <details className="zapisy-consent-text">
                <summary>Pokaż treść</summary>
                <p>{consent.text}</p>
              </details>
            ) : null}
            {error ? (
              <p className="zapisy-field-error" id={`${inputId}-error`} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
