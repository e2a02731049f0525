import { useEffect, useState } from 'react';
import { TEXTS } from './texts.js';

/** Copies `value` to the clipboard; says 'Skopiowano' for 2 s (announced politely). */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard?.writeText) return;
    clipboard.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <button
      type="button"
      className="zapisy-button zapisy-button-secondary zapisy-copy"
      onClick={copy}
      aria-label={TEXTS.copyLabel(what)}
    >
      <span aria-live="polite">{copied ? TEXTS.copied : TEXTS.copy}</span>
    </button>
  );
}
