// One-tag embedding: the loader's own script tag can name the widget, with its options beside it:
//   <script async src="https://zapisy.example/embed.js" data-widget="payment" data-project="demo" data-k="…"></script>
// The loader then puts `<div data-zapisy-widget="payment" data-project="demo" data-k="…">` right after the
// tag (once), and mounts it like any other widget element.

/** `data-*` attributes of the script tag that are the loader's own, not widget options. */
const OWN = new Set(['data-widget', 'data-zapisy-origin', 'data-zapisy-placed']);
const WIDGET_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Places the widget element a `data-widget` script tag asks for; returns it (or null when there is none). */
export function placeScriptTagWidget(doc: Document, script: HTMLOrSVGScriptElement | null): Element | null {
  const widget = script?.getAttribute('data-widget');
  if (!script || !widget || !WIDGET_NAME.test(widget) || script.hasAttribute('data-zapisy-placed'))
    return null;
  const element = doc.createElement('div');
  element.setAttribute('data-zapisy-widget', widget);
  for (const { name, value } of Array.from(script.attributes)) {
    if (name.startsWith('data-') && !OWN.has(name)) element.setAttribute(name, value);
  }
  script.setAttribute('data-zapisy-placed', '');
  if (script.parentNode && script.parentNode !== doc.head) script.after(element);
  else doc.body?.append(element);
  return element;
}
