// Form widget: a Module Federation remote `zapisy_form` exposing `./mount`.
// Built by `node scripts/build-web.mjs widgets/form`; served by api/src/web under
// /widgets/form/<version>/ (the version is the content hash written to dist/zapisy-widget.json).
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  asciiMinimizer,
  sharedReact,
  typescriptRule,
  ZapisyWidgetMetaPlugin,
} from '../../scripts/web/rspack-shared.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

export default {
  name: 'widget-form',
  mode: 'production',
  context: here,
  target: ['web', 'es2019'],
  entry: {},
  devtool: false,
  output: {
    path: fileURLToPath(new URL('./dist', import.meta.url)),
    // Chunks load from wherever remoteEntry.js was loaded from (the versioned directory).
    publicPath: 'auto',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    uniqueName: 'zapisy_form',
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
      name: 'zapisy_form',
      filename: 'remoteEntry.js',
      library: { type: 'window', name: 'zapisy_form' },
      exposes: { './mount': './src/mount.tsx' },
      shared: sharedReact(),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      // The loader talks to the container directly: no manifest snapshots, and a web-only runtime.
      experiments: { optimization: { disableSnapshot: true, target: 'web' } },
    }),
    new ZapisyWidgetMetaPlugin({
      name: 'form',
      container: 'zapisy_form',
      entry: 'remoteEntry.js',
      expose: './mount',
    }),
  ],
};
