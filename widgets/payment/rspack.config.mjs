// Payment widget: a Module Federation remote `zapisy_payment` exposing `./mount`.
// Built by `node scripts/build-web.mjs widgets/payment`; served by api/src/web under
// /widgets/payment/<version>/ (the version is the content hash written to dist/zapisy-widget.json).
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
  name: 'widget-payment',
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
    uniqueName: 'zapisy_payment',
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
      name: 'zapisy_payment',
      filename: 'remoteEntry.js',
      library: { type: 'window', name: 'zapisy_payment' },
      exposes: { './mount': './src/mount.tsx' },
      shared: sharedReact(),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      // The loader talks to the container directly: no manifest snapshots, and a web-only runtime.
      experiments: { optimization: { disableSnapshot: true, target: 'web' } },
    }),
    new ZapisyWidgetMetaPlugin({
      name: 'payment',
      container: 'zapisy_payment',
      entry: 'remoteEntry.js',
      expose: './mount',
    }),
  ],
};
