import { shadowRootFor } from '@zapisy/widget-kit';

// The loader's own minimal UI (loading line and error box), rendered in the element's shadow root so
// the page's CSS cannot hide it. The widget later mounts into the same shadow root and replaces it.

const CSS =
  ':host{all:initial;display:block}' +
  '.zapisy-embed{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;' +
  'background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:1em 1.25em;max-width:40em}' +
  '.zapisy-embed-error{border-color:#b91c1c}.zapisy-embed p{margin:0 0 .75em}' +
  '.zapisy-embed button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;' +
  'border-radius:8px;padding:.5em 1.25em;min-height:2.5em;cursor:pointer}' +
  '.zapisy-embed button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}';

function box(element: Element, className: string, role: string): HTMLElement {
  const doc = element.ownerDocument;
  const style = doc.createElement('style');
  style.textContent = CSS;
  const div = doc.createElement('div');
  div.className = `zapisy-embed ${className}`;
  div.setAttribute('role', role);
  div.lang = 'pl';
  shadowRootFor(element).replaceChildren(style, div);
  return div;
}

export function renderLoading(element: Element): void {
  const div = box(element, 'zapisy-embed-loading', 'status');
  div.setAttribute('aria-live', 'polite');
  div.setAttribute('data-testid', 'zapisy-embed-loading');
  div.textContent = 'Wczytywanie…';
}

export function renderError(element: Element, message: string, code: string, onRetry?: () => void): void {
  const div = box(element, 'zapisy-embed-error', 'alert');
  div.setAttribute('data-testid', 'zapisy-embed-error');
  div.setAttribute('data-error-code', code);
  const p = element.ownerDocument.createElement('p');
  p.textContent = message;
  div.append(p);
  if (onRetry) {
    const button = element.ownerDocument.createElement('button');
    button.type = 'button';
    button.textContent = 'Spróbuj ponownie';
    button.setAttribute('data-testid', 'zapisy-embed-retry');
    button.addEventListener('click', onRetry);
    div.append(button);
  }
}

export function clear(element: Element): void {
  element.shadowRoot?.replaceChildren();
  element.querySelector(':scope > [data-zapisy-shadow-host]')?.shadowRoot?.replaceChildren();
}
