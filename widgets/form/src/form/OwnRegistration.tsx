import { type ReactNode, useEffect, useRef } from 'react';
import type { OwnRegistration } from '../own-registration-api.js';
import { TEXTS } from '../texts.js';

/** Whose registration the form link opened: name, status and what the page is for. */
export function OwnHeading({ own }: { own: OwnRegistration }) {
  return (
    <div className="zapisy-own" data-testid="zapisy-own">
      {own.name ? (
        <p className="zapisy-own-name" data-testid="zapisy-own-name">
          {own.name}
        </p>
      ) : null}
      {own.statusLabel ? (
        <p className="zapisy-muted" data-testid="zapisy-own-status">
          {TEXTS.ownStatus} {own.statusLabel}
        </p>
      ) : null}
      <p className="zapisy-message">{TEXTS.ownIntro}</p>
      {own.locked.length > 0 ? <p className="zapisy-muted">{TEXTS.ownLockedIntro}</p> : null}
    </div>
  );
}

/**
 * After 'Zapisz zmiany': says only what happened (the corrections saved, or nothing to change) and leads
 * back to the registration. Focus moves to the title so screen readers read it.
 */
export function OwnSaved({ unchanged, onBack }: { unchanged: boolean; onBack: () => void }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="zapisy-card zapisy-completion" data-testid="zapisy-own-saved">
      <h2 className="zapisy-title" tabIndex={-1} ref={titleRef}>
        {unchanged ? TEXTS.ownTitle : TEXTS.ownSavedTitle}
      </h2>
      <p className="zapisy-message" data-testid="zapisy-own-saved-body">
        {unchanged ? TEXTS.ownUnchanged : TEXTS.ownSaved}
      </p>
      <button
        type="button"
        className="zapisy-button zapisy-button-secondary"
        onClick={onBack}
        data-testid="zapisy-own-back"
      >
        {TEXTS.ownBack}
      </button>
    </section>
  );
}

/** A form link (`?p=`) that opens no registration: said plainly, and no empty form as if nothing happened. */
export function OwnLinkInvalid({ projectName }: { projectName: string }) {
  return (
    <section className="zapisy-card zapisy-closed" data-testid="zapisy-own-link-invalid">
      <h2 className="zapisy-title">{TEXTS.ownTitle}</h2>
      <p className="zapisy-project-name">{projectName}</p>
      <p className="zapisy-message" role="alert">
        {TEXTS.ownLinkNotFound}
      </p>
    </section>
  );
}

/**
 * A field the organizer decides, shown with the participant's answer: every control inside is disabled
 * (a disabled fieldset) and a note says why.
 */
export function LockedField({ children, noteId }: { children: ReactNode; noteId: string }) {
  return (
    <fieldset className="zapisy-locked" disabled aria-describedby={noteId} data-locked="true">
      {children}
      <p className="zapisy-locked-note" id={noteId}>
        {TEXTS.ownLocked}
      </p>
    </fieldset>
  );
}
