/**
 * The shadow root to render into: the element's own open one, a new one, or one on a child wrapper
 * (a copy of the form widget's mount helper; see http.ts for why it is not imported).
 */
export function shadowRootFor(element: Element): ShadowRoot {
  if (element.shadowRoot) return element.shadowRoot;
  try {
    return element.attachShadow({ mode: 'open' });
  } catch {
    const wrapper = element.ownerDocument.createElement('div');
    wrapper.setAttribute('data-zapisy-shadow-host', '');
    element.replaceChildren(wrapper);
    return wrapper.attachShadow({ mode: 'open' });
  }
}
