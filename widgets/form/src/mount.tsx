import { assertMountArguments, mountInShadow } from '@zapisy/widget-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormWidget } from './FormWidget.js';
import { FORM_CSS } from './styles.js';
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

/**
 * Mounts the form widget into `element` (inside an open shadow root, so page CSS and widget CSS cannot
 * affect each other) and returns a function that unmounts it and clears the shadow content.
 */
export const mount: MountFunction = (element: Element, options: WidgetMountOptions) => {
  assertMountArguments('form', element, options);
  const token = organizerToken(options);
  const onRegistered = (answer: Readonly<Record<string, unknown>>) => {
    element.dispatchEvent(
      new CustomEvent(REGISTERED_EVENT, { detail: answer, bubbles: true, composed: true }),
    );
  };
  return mountInShadow(
    element,
    { widget: 'form', css: FORM_CSS, className: 'zapisy-root', theme: options.theme },
    (container) => {
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
      return () => root.unmount();
    },
  );
};

export default mount;
