import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installApi } from './api.js';
import { type RemoteContainer, resetFederationCache, type ShareScope } from './federation.js';
import { createLoader } from './loader.js';
import { findOrigin } from './origin.js';

const ORIGIN = 'http://zapisy.test';
const ENTRY = `${ORIGIN}/widgets/form/v1/remoteEntry.js`;
const MANIFEST = {
  version: 'm1',
  widgets: { form: { container: 'zapisy_form', entry: ENTRY, expose: './mount', version: 'v1' } },
};

type Globals = Record<string, unknown>;
const g = window as unknown as Globals;

/** A fake remote container like the one remoteEntry.js defines. */
function fakeContainer() {
  const mounted: { element: Element; options: Record<string, unknown> }[] = [];
  const unmounts: Element[] = [];
  const mount = vi.fn((element: Element, options: Record<string, unknown>) => {
    mounted.push({ element, options });
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<p data-testid="widget">${String(options.project)}</p>`;
    return () => {
      unmounts.push(element);
      shadow.replaceChildren();
    };
  });
  const container: RemoteContainer & { init: ReturnType<typeof vi.fn>; get: ReturnType<typeof vi.fn> } = {
    init: vi.fn(async (_scope: ShareScope) => {}),
    get: vi.fn(async (_module: string) => () => ({ mount })),
  };
  return { container, mount, mounted, unmounts };
}

/** Serves <script> tags the loader adds: runs `define` for known URLs and fires load, else error. */
function serveScripts(scripts: Record<string, () => void>) {
  const added: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof HTMLScriptElement)) continue;
        added.push(node.src);
        const define = scripts[node.src];
        queueMicrotask(() => {
          if (define) {
            define();
            node.dispatchEvent(new Event('load'));
          } else node.dispatchEvent(new Event('error'));
        });
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return { added, stop: () => observer.disconnect() };
}

function manifestFetch(answer: () => Response | Promise<Response>) {
  const fn = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fn);
  return fn;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function addWidget(attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-zapisy-widget', 'form');
  el.setAttribute('data-project', 'demo');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const shadowText = (el: Element) =>
  Array.from(el.shadowRoot?.childNodes ?? [])
    .filter((n) => n.nodeName !== 'STYLE')
    .map((n) => n.textContent)
    .join('');
const until = <T>(fn: () => T) => vi.waitFor(fn, { timeout: 2000, interval: 5 });

describe('embed loader', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetFederationCache();
    delete g.zapisy_form;
    delete g.__ZAPISY_SHARE_SCOPE__;
    delete g.Zapisy;
    delete g.React;
    delete g.ReactDOM;
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
    document.head.replaceChildren();
  });

  it('mounts every [data-zapisy-widget] with one manifest fetch, one remote entry and one share scope', async () => {
    const remote = fakeContainer();
    const scripts = serveScripts({ [ENTRY]: () => (g.zapisy_form = remote.container) });
    const fetch = manifestFetch(() => json(MANIFEST));
    const first = addWidget({ 'data-theme': '{"primaryColor":"#f60"}', 'data-button-text': 'Zapisz' });
    const second = addWidget({ 'data-project': 'inny' });

    const loader = createLoader(window, ORIGIN);
    loader.scan();
    expect(shadowText(first)).toBe('Wczytywanie…'); // never a blank box
    await until(() => expect(remote.mounted).toHaveLength(2));

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${ORIGIN}/widgets/manifest.json`);
    expect(scripts.added).toEqual([ENTRY]);
    expect(remote.container.init).toHaveBeenCalledTimes(1);
    expect(remote.container.get).toHaveBeenCalledWith('./mount');
    expect(remote.mounted[0]).toEqual({
      element: first,
      options: {
        project: 'demo',
        theme: '{"primaryColor":"#f60"}',
        buttonText: 'Zapisz',
        apiBase: `${ORIGIN}/services/api`,
      },
    });
    expect(remote.mounted[1]?.options.project).toBe('inny');
    expect(shadowText(second)).toBe('inny');

    loader.scan(); // idempotent per element
    await Promise.resolve();
    expect(remote.mount).toHaveBeenCalledTimes(2);
    scripts.stop();
  });

  it('offers a React 18 already on the page into the share scope', async () => {
    const remote = fakeContainer();
    const scripts = serveScripts({ [ENTRY]: () => (g.zapisy_form = remote.container) });
    manifestFetch(() => json(MANIFEST));
    const React = { version: '18.2.0' };
    const ReactDOM = { version: '18.2.0-next-f1338f8080-20240426', createRoot: () => {} };
    g.React = React;
    g.ReactDOM = ReactDOM;
    addWidget();
    createLoader(window, ORIGIN).scan();
    await until(() => expect(remote.mounted).toHaveLength(1));

    const scope = remote.container.init.mock.calls[0]?.[0] as ShareScope;
    expect(scope).toBe(g.__ZAPISY_SHARE_SCOPE__);
    const react = scope.react?.['18.2.0'] as { lib: () => unknown; loaded: boolean; from: string };
    expect(react.loaded).toBe(true);
    expect(react.lib()).toBe(React);
    const reactDom = scope['react-dom']?.['18.2.0'] as { lib: () => unknown } | undefined;
    expect(reactDom?.lib()).toBe(ReactDOM);
    scripts.stop();
  });

  it('does not offer React 17 or React without ReactDOM', async () => {
    const remote = fakeContainer();
    const scripts = serveScripts({ [ENTRY]: () => (g.zapisy_form = remote.container) });
    manifestFetch(() => json(MANIFEST));
    g.React = { version: '17.0.2' };
    g.ReactDOM = { version: '17.0.2', render: () => {} };
    addWidget();
    createLoader(window, ORIGIN).scan();
    await until(() => expect(remote.mounted).toHaveLength(1));
    expect(remote.container.init.mock.calls[0]?.[0]).toEqual({});
    scripts.stop();
  });

  it('mounts elements added later (MutationObserver) and unmounts removed ones', async () => {
    const remote = fakeContainer();
    const scripts = serveScripts({ [ENTRY]: () => (g.zapisy_form = remote.container) });
    manifestFetch(() => json(MANIFEST));
    const loader = createLoader(window, ORIGIN);
    const stopObserving = loader.observe();
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<div data-zapisy-widget="form" data-project="pozniej"></div>';
    document.body.append(wrapper);
    await until(() => expect(remote.mounted).toHaveLength(1));
    expect(remote.mounted[0]?.options.project).toBe('pozniej');
    wrapper.remove();
    await until(() => expect(remote.unmounts).toHaveLength(1));
    stopObserving();
    scripts.stop();
  });

  it('shows a Polish message with a retry button when the server is unreachable, and retries', async () => {
    const remote = fakeContainer();
    const scripts = serveScripts({ [ENTRY]: () => (g.zapisy_form = remote.container) });
    let down = true;
    const fetch = manifestFetch(() => {
      if (down) throw new TypeError('Failed to fetch');
      return json(MANIFEST);
    });
    const el = addWidget();
    createLoader(window, ORIGIN).scan();
    await until(() =>
      expect(el.shadowRoot?.querySelector('[data-testid="zapisy-embed-error"]')).not.toBeNull(),
    );

    const box = el.shadowRoot?.querySelector('[data-testid="zapisy-embed-error"]');
    expect(box?.getAttribute('role')).toBe('alert');
    expect(box?.getAttribute('data-error-code')).toBe('ZAPISY-EMBED-001');
    expect(box?.querySelector('p')?.textContent).toBe(
      'Nie udało się wczytać formularza. Serwer zapisów jest chwilowo niedostępny — spróbuj odświeżyć stronę za chwilę.',
    );
    expect(String(errors.mock.calls[0]?.[0])).toContain('ZAPISY-EMBED-001');
    const retry = box?.querySelector('button') as HTMLButtonElement;
    expect(retry.textContent).toBe('Spróbuj ponownie');

    down = false;
    retry.click();
    await until(() => expect(remote.mounted).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(2); // a failed manifest is not cached
    scripts.stop();
  });

  it.each([
    [
      'a manifest answered with 503',
      () => new Response('<html>down</html>', { status: 503 }),
      'ZAPISY-EMBED-001',
    ],
    [
      'a manifest that is not JSON',
      () => new Response('<!doctype html>', { status: 200 }),
      'ZAPISY-EMBED-001',
    ],
    ['a widget the manifest does not know', () => json({ version: 'x', widgets: {} }), 'ZAPISY-EMBED-002'],
    ['a remote entry that fails to load', () => json(MANIFEST), 'ZAPISY-EMBED-003'],
  ])('renders the error box for %s', async (_label, answer, code) => {
    const scripts = serveScripts({});
    manifestFetch(answer);
    const el = addWidget();
    createLoader(window, ORIGIN).scan();
    await until(() => expect(el.shadowRoot?.querySelector(`[data-error-code="${code}"]`)).not.toBeNull());
    expect(shadowText(el)).toMatch(/^Nie udało się wczytać formularza/);
    expect(errors.mock.calls.some((call: unknown[]) => String(call[0]).includes(code))).toBe(true);
    scripts.stop();
  });

  it('explains a broken embed (no data-project) without fetching anything', async () => {
    const fetch = manifestFetch(() => json(MANIFEST));
    const el = document.createElement('div');
    el.setAttribute('data-zapisy-widget', 'form');
    document.body.append(el);
    createLoader(window, ORIGIN).scan();
    await until(() =>
      expect(el.shadowRoot?.querySelector('[data-error-code="ZAPISY-EMBED-006"]')).not.toBeNull(),
    );
    expect(shadowText(el)).toContain('osadzenie na tej stronie jest nieprawidłowe');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a container whose mount throws', async () => {
    const remote = fakeContainer();
    remote.container.get.mockImplementation(async () => () => ({
      mount: () => {
        throw new Error('boom');
      },
    }));
    const scripts = serveScripts({ [ENTRY]: () => (g.zapisy_form = remote.container) });
    manifestFetch(() => json(MANIFEST));
    const el = addWidget();
    createLoader(window, ORIGIN).scan();
    await until(() =>
      expect(el.shadowRoot?.querySelector('[data-error-code="ZAPISY-EMBED-005"]')).not.toBeNull(),
    );
    scripts.stop();
  });
});

describe('window.Zapisy', () => {
  beforeEach(() => {
    resetFederationCache();
    delete g.zapisy_form;
    delete g.Zapisy;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('replays calls queued before the loader arrived and exposes mount/unmountAll/version', async () => {
    const remote = fakeContainer();
    const scripts = serveScripts({ [ENTRY]: () => (g.zapisy_form = remote.container) });
    manifestFetch(() => json(MANIFEST));
    const target = document.createElement('div');
    target.id = 'later';
    document.body.append(target);
    // The Cal.com-style stub a page may paste before the async script tag.
    g.Zapisy = { q: [['mount', '#later', { widget: 'form', project: 'kolejka' }]] };

    const api = installApi(window, createLoader(window, ORIGIN), '1.2.3');
    expect(g.Zapisy).toBe(api);
    expect(api.version).toBe('1.2.3');
    await until(() => expect(remote.mounted).toHaveLength(1));
    expect(remote.mounted[0]?.options.project).toBe('kolejka');

    // Calls after load run at once, through q.push or the callable form.
    const other = document.createElement('div');
    document.body.append(other);
    api.q.push(['mount', other, { project: 'drugi' }]);
    await until(() => expect(remote.mounted).toHaveLength(2));

    api('unmountAll');
    expect(remote.unmounts).toHaveLength(2);
    scripts.stop();
  });
});

describe('findOrigin', () => {
  afterEach(() => document.body.replaceChildren());

  it('uses the script src, or an explicit data-zapisy-origin', () => {
    const script = document.createElement('script');
    script.src = 'https://zapisy.example.pl/embed.js?v=1';
    expect(findOrigin(document, script)).toBe('https://zapisy.example.pl');
    script.setAttribute('data-zapisy-origin', 'http://localhost:3000/');
    expect(findOrigin(document, script)).toBe('http://localhost:3000');
  });

  it('falls back to any element with data-zapisy-origin, else undefined', () => {
    expect(findOrigin(document, null)).toBeUndefined();
    const el = document.createElement('div');
    el.setAttribute('data-zapisy-origin', 'http://zapisy.test');
    document.body.append(el);
    expect(findOrigin(document, null)).toBe('http://zapisy.test');
  });
});
