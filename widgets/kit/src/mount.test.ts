import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertMountArguments, mountInShadow } from './mount.js';

afterEach(() => document.body.replaceChildren());

describe('mountInShadow', () => {
  it('renders the stylesheet and a themed lang="pl" container in an open shadow root, and clears it once', () => {
    const element = document.body.appendChild(document.createElement('div'));
    const dispose = vi.fn();
    let given: HTMLDivElement | undefined;
    const unmount = mountInShadow(
      element,
      { widget: 'demo', css: '.x{}', className: 'zapisy-root', theme: '{"primaryColor":"#123456"}' },
      (container) => {
        given = container;
        return dispose;
      },
    );
    const shadow = element.shadowRoot as ShadowRoot;
    expect(shadow.querySelector('style')?.textContent).toBe('.x{}');
    const root = shadow.querySelector('[data-zapisy-widget-root="demo"]') as HTMLDivElement;
    expect(root).toBe(given);
    expect(root.className).toBe('zapisy-root');
    expect(root.lang).toBe('pl');
    expect(root.style.getPropertyValue('--zapisy-primary-color')).toBe('#123456');
    unmount();
    unmount();
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(shadow.childNodes).toHaveLength(0);
  });

  it('mounts inside a wrapper when the element cannot host a shadow root', () => {
    const link = document.body.appendChild(document.createElement('a'));
    mountInShadow(link, { widget: 'demo', css: '', className: 'zapisy-root' }, () => () => {});
    const wrapper = link.querySelector(':scope > [data-zapisy-shadow-host]');
    expect(wrapper?.shadowRoot?.querySelector('[data-zapisy-widget-root="demo"]')).not.toBeNull();
  });
});

describe('assertMountArguments', () => {
  it('needs a DOM element and the project and apiBase strings', () => {
    const element = document.createElement('div');
    expect(() => assertMountArguments('demo', null as unknown as Element, {})).toThrow(
      'zapisy demo: mount(element, options) needs a DOM element',
    );
    expect(() => assertMountArguments('demo', element, { project: 'x' })).toThrow(
      'zapisy demo: options.project and options.apiBase are required strings',
    );
    expect(() => assertMountArguments('demo', element, { project: 'x', apiBase: '/api' })).not.toThrow();
  });
});
