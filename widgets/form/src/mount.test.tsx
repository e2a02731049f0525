import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount.js';
import { EVENT_STRINGS, fakeFetch, PROJECT_RESPONSE, SCHOOL_STRINGS } from './test-fixtures.js';

const API = 'http://zapisy.test/services/api';

function host(): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-zapisy-widget', 'form');
  document.body.append(el);
  return el;
}

const q = (el: Element, testId: string) => el.shadowRoot?.querySelector(`[data-testid="${testId}"]`) ?? null;
const waitForTestId = (el: Element, testId: string) =>
  vi.waitFor(
    () => {
      const found = q(el, testId);
      if (!found) throw new Error(`${testId} not rendered yet`);
      return found;
    },
    { timeout: 2000 },
  );

describe('form widget mount(element, options)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    performance.clearMarks();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('renders into an open shadow root with its CSS: loading state, then the project card', async () => {
    const api = fakeFetch({
      project: { status: 200, body: PROJECT_RESPONSE },
      strings: { status: 200, body: EVENT_STRINGS },
    });
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      await gate;
      return api.fn(input, init);
    });
    const el = host();
    const unmount = mount(el, { project: 'demo', apiBase: API });

    expect(el.shadowRoot).not.toBeNull();
    expect(el.shadowRoot?.querySelector('style')?.textContent).toContain('.zapisy-card');
    expect(el.children).toHaveLength(0); // nothing in the light DOM
    await waitForTestId(el, 'zapisy-form-loading');
    expect(q(el, 'zapisy-form-loading')?.textContent).toBe('Wczytywanie formularza…');
    open();

    await waitForTestId(el, 'zapisy-form-project-name');
    expect(q(el, 'zapisy-form-project-name')?.textContent).toBe('Demo — Bieg Niepodległości');
    expect(q(el, 'zapisy-form-vocabulary')?.textContent).toBe('Wydarzenie');
    expect(q(el, 'zapisy-form-participant')?.textContent).toBe('Uczestnik');
    expect(q(el, 'zapisy-form-message')?.textContent).toBe(
      'Zapisy na wydarzenie „Demo — Bieg Niepodległości” ruszają wkrótce.',
    );
    expect(q(el, 'zapisy-form-submit')?.textContent).toBe('Zapisz uczestnika');

    const project = api.calls.find((c) => c.url === `${API}/project/domain`);
    expect(project?.init?.method).toBe('POST');
    expect(JSON.parse(String(project?.init?.body))).toEqual({ domainName: 'demo' });
    expect(api.calls.some((c) => c.url === `${API}/strings/domain/demo`)).toBe(true);
    expect(performance.getEntriesByName('zapisy:first-render', 'mark')).toHaveLength(1);
    expect(performance.getEntriesByName('zapisy:form-ready', 'mark')).toHaveLength(1);

    unmount();
    expect(el.shadowRoot?.childNodes).toHaveLength(0);
    unmount(); // idempotent
  });

  it('speaks the project vocabulary (school: Uczeń, "na szkołę")', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        project: { status: 200, body: { ...PROJECT_RESPONSE, event: { name: 'SP 7', domainName: 'sp7' } } },
        strings: { status: 200, body: SCHOOL_STRINGS },
      }).fn,
    );
    const el = host();
    const unmount = mount(el, { project: 'sp7', apiBase: API });
    await waitForTestId(el, 'zapisy-form-vocabulary');
    expect(q(el, 'zapisy-form-vocabulary')?.textContent).toBe('Szkoła');
    expect(q(el, 'zapisy-form-participant')?.textContent).toBe('Uczeń');
    expect(q(el, 'zapisy-form-message')?.textContent).toBe('Zapisy na szkołę „SP 7” ruszają wkrótce.');
    unmount();
  });

  it('mounts into an existing shadow root and applies the theme as --zapisy-* custom properties', async () => {
    vi.stubGlobal('fetch', fakeFetch({ project: { status: 200, body: PROJECT_RESPONSE } }).fn);
    const el = host();
    const shadow = el.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<p>Wczytywanie…</p>';
    const unmount = mount(el, {
      project: 'demo',
      apiBase: API,
      theme: '{"primaryColor":"#ff6600","borderRadius":2,"fontFamily":"x;}body{color:red"}',
    });
    expect(el.shadowRoot).toBe(shadow);
    expect(shadow.querySelector('p')).toBeNull();
    const root = shadow.querySelector<HTMLElement>('.zapisy-root');
    expect(root?.style.getPropertyValue('--zapisy-primary-color')).toBe('#ff6600');
    expect(root?.style.getPropertyValue('--zapisy-border-radius')).toBe('2px');
    expect(root?.style.getPropertyValue('--zapisy-font-family')).toBe('');
    // Strings failed (404): the card still renders, without vocabulary.
    await waitForTestId(el, 'zapisy-form-project-name');
    expect(q(el, 'zapisy-form-vocabulary')).toBeNull();
    expect(q(el, 'zapisy-form-message')?.textContent).toBe('Zapisy ruszają wkrótce.');
    unmount();
  });

  it('says in Polish that the project does not exist on a 404', async () => {
    vi.stubGlobal('fetch', fakeFetch({ project: { status: 404, body: { message: 'nie ma' } } }).fn);
    const el = host();
    const unmount = mount(el, { project: 'nie-ma-takiego', apiBase: API });
    await waitForTestId(el, 'zapisy-form-error');
    expect(q(el, 'zapisy-form-error')?.getAttribute('role')).toBe('alert');
    expect(q(el, 'zapisy-form-error-message')?.textContent).toBe('Nie znaleziono projektu „nie-ma-takiego”.');
    expect(q(el, 'zapisy-form-retry')).toBeNull();
    unmount();
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['a 500', { status: 500, body: { message: 'boom' } }],
    ['an HTML error page with 200', { status: 200, body: '<!doctype html><p>proxy</p>', type: 'text/html' }],
    ['a 502 from a proxy', { status: 502, body: '<html>Bad gateway</html>', type: 'text/html' }],
  ])('shows the unavailable message and a working retry button on %s', async (_label, answer) => {
    let fail = true;
    const failing = fakeFetch({ project: answer as Error });
    const working = fakeFetch({ project: { status: 200, body: PROJECT_RESPONSE } });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      fail ? failing.fn(input, init) : working.fn(input, init),
    );
    const el = host();
    const unmount = mount(el, { project: 'demo', apiBase: API });
    await waitForTestId(el, 'zapisy-form-error');
    expect(q(el, 'zapisy-form-error-message')?.textContent).toBe(
      'Nie udało się wczytać formularza. Serwer zapisów jest chwilowo niedostępny — spróbuj odświeżyć stronę za chwilę.',
    );
    const retry = q(el, 'zapisy-form-retry') as HTMLButtonElement;
    expect(retry.textContent).toBe('Spróbuj ponownie');
    expect(retry.type).toBe('button');
    fail = false;
    retry.click();
    await waitForTestId(el, 'zapisy-form-project-name');
    unmount();
  });

  it('rejects calls without an element or required options', () => {
    expect(() => mount(null as unknown as Element, { project: 'demo', apiBase: API })).toThrow(TypeError);
    expect(() => mount(host(), { apiBase: API } as never)).toThrow(/project/);
  });

  it('falls back to a wrapper for elements that cannot host a shadow root', async () => {
    vi.stubGlobal('fetch', fakeFetch({ project: { status: 200, body: PROJECT_RESPONSE } }).fn);
    const link = document.createElement('a');
    document.body.append(link);
    const unmount = mount(link, { project: 'demo', apiBase: API });
    const wrapper = link.querySelector('[data-zapisy-shadow-host]');
    expect(wrapper?.shadowRoot?.querySelector('.zapisy-root')).not.toBeNull();
    unmount();
  });
});
