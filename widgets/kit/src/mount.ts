import { shadowRootFor } from './shadow.js';
import { parseTheme, themeToCssVariables } from './theme.js';

export type Unmount = () => void;

export interface ShadowMountOptions {
  /** The widget's name: `zapisy <widget>:` in errors and `data-zapisy-widget-root="<widget>"`. */
  widget: string;
  /** The widget's whole stylesheet (a `<style>` first in the shadow root). */
  css: string;
  /** Classes of the container the widget renders into. */
  className: string;
  /** A theme object or its JSON text; its --zapisy-* properties are set on the container. */
  theme?: unknown;
}

/** `mount(element, options)`'s contract checks: a DOM element, and `project` and `apiBase` strings. */
export function assertMountArguments(widget: string, element: Element, options: unknown): void {
  if (!element || typeof element.attachShadow !== 'function') {
    throw new TypeError(`zapisy ${widget}: mount(element, options) needs a DOM element`);
  }
  const given = options as { project?: unknown; apiBase?: unknown } | undefined;
  if (typeof given?.project !== 'string' || typeof given.apiBase !== 'string') {
    throw new TypeError(`zapisy ${widget}: options.project and options.apiBase are required strings`);
  }
}

/**
 * Renders a widget inside `element`'s open shadow root (page CSS and widget CSS cannot affect each other):
 * the stylesheet, then a themed `lang="pl"` container handed to `render`, which returns how to tear its UI
 * down. The returned function does that once and clears the shadow content.
 */
export function mountInShadow(
  element: Element,
  { widget, css, className, theme }: ShadowMountOptions,
  render: (container: HTMLDivElement) => () => void,
): Unmount {
  const shadow = shadowRootFor(element);
  const doc = element.ownerDocument;
  const style = doc.createElement('style');
  style.textContent = css;
  const container = doc.createElement('div');
  container.className = className;
  container.setAttribute('data-zapisy-widget-root', widget);
  container.lang = 'pl';
  for (const [name, value] of Object.entries(themeToCssVariables(parseTheme(theme)))) {
    container.style.setProperty(name, value);
  }
  shadow.replaceChildren(style, container);
  const dispose = render(container);
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    dispose();
    shadow.replaceChildren();
  };
}
