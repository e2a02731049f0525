export interface SpinnerProps {
  /** Defaults to the spec's 'Wczytywanie {host}...'. */
  label?: string;
  /** Inline spinner inside content instead of a full-area one. */
  inline?: boolean;
}

export function loadingLabel(host: string = typeof location === 'undefined' ? '' : location.host): string {
  return `Wczytywanie ${host}...`;
}

export function Spinner({ label, inline = false }: SpinnerProps) {
  return (
    <div className={inline ? 'za-spinner za-spinner--inline' : 'za-spinner'} role="status" aria-live="polite">
      <span className="za-spinner__ring" aria-hidden="true" />
      <span className="za-spinner__label">{label ?? loadingLabel()}</span>
    </div>
  );
}
