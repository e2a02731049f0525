import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormWidget } from './FormWidget.js';
import { FORM_CSS } from './styles.js';
import { parseTheme, themeToCssVariables } from './theme.js';
import type { MountFunction, WidgetMountOptions } from './types.js';

export const FORM_WIDGET_CSS: string = FORM_CSS;

/** Dispatched on the mount element (bubbling) with the server's answer when the organizer's add is done. */
export const REGISTERED_EVENT = 'zapisy:registered';

function organizerToken(options: WidgetMountOptions): string | null {
  const organizer = options.organizer as unknown;
  if (typeof organizer !== 'object' || organizer === null) return null;
  const token = (organizer as { token?: unknown }).token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The shadow root to render into: the element's own open one, a new one, or one on a child wrapper. */
function shadowRootFor(element: Element): ShadowRoot {
  if (element.shadowRoot) return element.shadowRoot;
  try {
    return element.attachShadow({ mode: 'open' });
  } catch {
    // Elements such as <a> or <p> cannot host a shadow root: use a wrapper inside them.
    const wrapper = element.ownerDocument.createElement('div');
    wrapper.setAttribute('data-zapisy-shadow-host', '');
    element.replaceChildren(wrapper);
    return wrapper.attachShadow({ mode: 'open' });
  }
}

/**
 * Mounts the form widget into `element` (inside an open shadow root, so page CSS and widget CSS cannot
 * affect each other) and returns a function that unmounts it and clears the shadow content.
 */
export const mount: MountFunction = (element: Element, options: WidgetMountOptions) => {
  if (!element || typeof element.attachShadow !== 'function') {
    throw new TypeError('zapisy form: mount(element, options) needs a DOM element');
  }
  if (typeof options?.project !== 'string' || typeof options.apiBase !== 'string') {
    throw new TypeError('zapisy form: options.project and options.apiBase are required strings');
  }
  const shadow = shadowRootFor(element);
  const doc = element.ownerDocument;
  const style = doc.createElement('style');
  style.textContent = FORM_CSS;
  const container = doc.createElement('div');
  container.className = 'zapisy-root';
  container.setAttribute('data-zapisy-widget-root', 'form');
  container.lang = 'pl';
  for (const [name, value] of Object.entries(themeToCssVariables(parseTheme(options.theme)))) {
    container.style.setProperty(name, value);
  }
  shadow.replaceChildren(style, container);

  const token = organizerToken(options);
  const onRegistered = (answer: Readonly<Record<string, unknown>>) => {
    element.dispatchEvent(
      new CustomEvent(REGISTERED_EVENT, { detail: answer, bubbles: true, composed: true }),
    );
  };
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <FormWidget
        project={options.project}
        apiBase={options.apiBase}
        type={options.type === 'survey' ? 'survey' : 'registration'}
        {...(typeof options.preview === 'string' && options.preview !== ''
          ? { preview: options.preview }
          : {})}
        options={options}
        {...(token ? { submitAs: { organizerToken: token }, onRegistered } : {})}
      />
    </StrictMode>,
  );
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    shadow.replaceChildren();
  };
};

export default mount;
