import { TEXTS } from '../texts.js';

/**
 * 'Popraw 2 pola zaznaczone poniżej.': above the fields, counting the fields marked right now, so it
 * shrinks as they are fixed and disappears with the last one. The live region stays in the page, so each
 * change is announced.
 */
export function ErrorSummary({ count }: { readonly count: number }) {
  return (
    <div
      className="zapisy-form-message zapisy-error-summary"
      role="alert"
      data-testid="zapisy-form-error-summary"
    >
      {count > 0 ? <p className="zapisy-message zapisy-error-text">{TEXTS.fixErrors(count)}</p> : null}
    </div>
  );
}
