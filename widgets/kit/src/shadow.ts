/** The shadow root to render into: the element's own open one, a new one, or one on a child wrapper. */
export function shadowRootFor(element: Element): ShadowRoot {
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
