import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FederatedWidget } from './FederatedWidget.js';
import { createWidgetLoader, type FederationRuntime } from './loader.js';
import type { WidgetLoader, WidgetModule } from './types.js';

afterEach(cleanup);

const options = { project: 'obozy-2026', apiBase: 'http://localhost:3000/services/api' };

function fakeWidget() {
  const unmount = vi.fn();
  const mount = vi.fn((element: HTMLElement, opts: { project: string }) => {
    const p = document.createElement('p');
    p.textContent = `Formularz projektu ${opts.project}`;
    element.append(p);
    return () => {
      unmount();
      p.remove();
    };
  });
  return { mount, unmount, module: { mount } as WidgetModule };
}

describe('FederatedWidget', () => {
  it('shows a Polish loading state, mounts in an effect and unmounts on cleanup', async () => {
    const widget = fakeWidget();
    let resolve!: (m: WidgetModule) => void;
    const loader: WidgetLoader = vi.fn(() => new Promise<WidgetModule>((r) => (resolve = r)));
    const view = render(<FederatedWidget name="form" options={options} loader={loader} />);
    expect(screen.getByRole('status').textContent).toBe('Wczytywanie formularza...');
    expect(loader).toHaveBeenCalledWith('form');
    await act(async () => resolve(widget.module));
    expect(widget.mount).toHaveBeenCalledTimes(1);
    const [element, opts] = widget.mount.mock.calls[0]!;
    expect(element.classList.contains('za-widget__mount')).toBe(true);
    expect(opts).toEqual(options);
    expect(screen.getByText('Formularz projektu obozy-2026')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    view.unmount();
    expect(widget.unmount).toHaveBeenCalledTimes(1);
  });

  it('remounts when the options change and survives StrictMode double effects', async () => {
    const widget = fakeWidget();
    const loader: WidgetLoader = async () => widget.module;
    const view = render(
      <StrictMode>
        <FederatedWidget name="form" options={options} loader={loader} />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByText('Formularz projektu obozy-2026')).toBeTruthy());
    expect(widget.mount.mock.calls.length - widget.unmount.mock.calls.length).toBe(1);
    view.rerender(
      <StrictMode>
        <FederatedWidget name="form" options={{ ...options, project: 'szkola' }} loader={loader} />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByText('Formularz projektu szkola')).toBeTruthy());
    expect(screen.queryByText('Formularz projektu obozy-2026')).toBeNull();
    view.unmount();
    expect(widget.unmount.mock.calls.length).toBe(widget.mount.mock.calls.length);
  });

  it('does not mount when unmounted before the remote arrives', async () => {
    const widget = fakeWidget();
    let resolve!: (m: WidgetModule) => void;
    const view = render(
      <FederatedWidget name="form" options={options} loader={() => new Promise((r) => (resolve = r))} />,
    );
    view.unmount();
    await act(async () => resolve(widget.module));
    expect(widget.mount).not.toHaveBeenCalled();
  });

  it("shows a Polish error with 'Spróbuj ponownie' that loads again", async () => {
    const widget = fakeWidget();
    const loader = vi
      .fn<WidgetLoader>()
      .mockRejectedValueOnce(new Error('Nie udało się pobrać manifestu widżetów (HTTP 503).'))
      .mockResolvedValue(widget.module);
    render(<FederatedWidget name="form" options={options} loader={loader} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać widżetu.');
    expect(alert.textContent).toContain('HTTP 503');
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(widget.mount).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('createWidgetLoader', () => {
  const manifest = {
    version: 'abc',
    widgets: {
      form: {
        container: 'zapisy_form',
        entry: 'http://cdn.test/widgets/form/abc/remoteEntry.js',
        expose: './mount',
      },
    },
  };

  function setup(loaded: unknown = { mount: () => () => {} }) {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));
    const runtime: FederationRuntime = {
      registerRemotes: vi.fn(),
      loadRemote: vi.fn(async () => loaded) as FederationRuntime['loadRemote'],
    };
    return { fetchImpl, runtime, load: createWidgetLoader(runtime, fetchImpl as unknown as typeof fetch) };
  }

  it('reads the manifest once, registers the remote once and loads <container>/mount', async () => {
    const { fetchImpl, runtime, load } = setup();
    const mod = await load('form');
    await load('form');
    expect(typeof mod.mount).toBe('function');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/widgets/manifest.json', expect.anything());
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'zapisy_form', entry: 'http://cdn.test/widgets/form/abc/remoteEntry.js' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('zapisy_form/mount');
  });

  it('accepts a default-exported mount', async () => {
    const mount = () => () => {};
    const { load } = setup({ default: mount });
    expect((await load('form')).mount).toBe(mount);
  });

  it('fails in Polish for unknown widgets, bad modules and manifest errors, and retries the manifest', async () => {
    const { load } = setup({ nothing: true });
    await expect(load('payment')).rejects.toThrow('Manifest nie zawiera widżetu „payment”.');
    await expect(load('form')).rejects.toThrow('nie udostępnia funkcji mount');

    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValue(new Response(JSON.stringify(manifest), { status: 200 }));
    const runtime: FederationRuntime = {
      registerRemotes: vi.fn(),
      loadRemote: vi.fn(async () => ({ mount: () => {} })) as FederationRuntime['loadRemote'],
    };
    const retrying = createWidgetLoader(runtime, fetchImpl as unknown as typeof fetch);
    await expect(retrying('form')).rejects.toThrow('HTTP 503');
    await expect(retrying('form')).resolves.toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
