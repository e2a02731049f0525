// Build helpers shared by the rspack configs of every widget (embed loader, form, later payment,
// scanner ...) and of the admin host. Plain ESM so `scripts/build-web.mjs` can import the configs
// without a TypeScript step.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

/** File every widget build writes next to its assets; the API reads it at start-up. */
export const WIDGET_META_FILE = 'zapisy-widget.json';

/**
 * SWC loader rule for TypeScript/TSX sources. `browserslist`-free: the widgets target evergreen
 * browsers (ES2019 keeps optional chaining/async transpiled for older Safari).
 */
export function typescriptRule({ target = 'es2019', development = false } = {}) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: false } },
        target,
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * Minified, ASCII-only output (TOOLCHAIN.md: a page without a UTF-8 declaration decodes scripts as
 * windows-1252, so any non-ASCII byte in a bundle is a bug waiting for the wrong host page).
 */
export function asciiMinimizer() {
  return new rspack.SwcJsMinimizerRspackPlugin({
    minimizerOptions: { format: { asciiOnly: true, comments: false } },
  });
}

/**
 * Writes `dist/zapisy-widget.json` after emit. `version` is a content hash over every emitted asset,
 * so a changed byte anywhere gives new versioned URLs (`/widgets/<name>/<version>/...`).
 *
 * @param {{ name: string, container?: string, entry?: string, expose?: string, file?: string }} meta
 */
export class ZapisyWidgetMetaPlugin {
  constructor(meta) {
    this.meta = meta;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ZapisyWidgetMetaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ZapisyWidgetMetaPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const hash = createHash('sha256');
          const names = compilation
            .getAssets()
            .map((a) => a.name)
            .filter((n) => n !== WIDGET_META_FILE && !n.endsWith('.map'))
            .sort();
          for (const name of names) {
            hash.update(name);
            hash.update('\0');
            hash.update(compilation.getAsset(name).source.buffer());
          }
          const version = hash.digest('hex').slice(0, 16);
          const body = `${JSON.stringify({ ...this.meta, version, files: names }, null, 2)}\n`;
          compilation.emitAsset(WIDGET_META_FILE, new rspack.sources.RawSource(body));
        },
      );
    });
  }
}

/** React 18 shared as a singleton, with the trailing-slash keys that share `react-dom/client` and
 * `react/jsx-runtime` too (TOOLCHAIN.md). The same map for every federated build. */
export function sharedReact() {
  return Object.fromEntries(
    ['react', 'react-dom', 'react/', 'react-dom/'].map((key) => [
      key,
      { singleton: true, requiredVersion: '^18.3.1' },
    ]),
  );
}

/**
 * The production config of a federated widget (form, payment, ...): a Module Federation remote
 * `zapisy_<name>` in window scope, its chunks loaded from wherever remoteEntry.js came from (the
 * versioned directory), React shared, and `dist/zapisy-widget.json` describing it for the API.
 *
 * @param {{ name: string, dir: string | URL, exposes: Record<string, string>, expose?: string }} widget
 *   `dir` is the widget's directory (its config's `new URL('.', import.meta.url)`); `expose` is the module
 *   the embed loader calls (default './mount').
 */
export function federatedWidgetConfig({ name, dir, exposes, expose = './mount' }) {
  const container = `zapisy_${name}`;
  return {
    name: `widget-${name}`,
    mode: 'production',
    context: fileURLToPath(dir),
    target: ['web', 'es2019'],
    entry: {},
    devtool: false,
    output: {
      path: fileURLToPath(new URL('./dist', dir)),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: container,
      clean: true,
      crossOriginLoading: 'anonymous',
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [typescriptRule()],
    },
    optimization: { minimize: true, minimizer: [asciiMinimizer()] },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        library: { type: 'window', name: container },
        exposes,
        shared: sharedReact(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // The loader talks to the container directly: no manifest snapshots, and a web-only runtime.
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
      }),
      new ZapisyWidgetMetaPlugin({ name, container, entry: 'remoteEntry.js', expose }),
    ],
  };
}
