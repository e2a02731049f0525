// Rspack build of the admin host (Module Federation host, no static remotes).
// `scripts/build-web.mjs host-admin` imports this default export and runs rspack with it.
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { asciiMinimizer, sharedReact, typescriptRule } from '../scripts/web/rspack-shared.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
const isProd = mode === 'production';

/** @type {import('@rspack/core').Configuration} */
export default {
  name: 'host-admin',
  mode,
  context: here('.'),
  target: 'web',
  devtool: isProd ? false : 'cheap-module-source-map',
  entry: { main: './src/index.ts' },
  output: {
    path: here('./dist'),
    publicPath: '/admin/',
    filename: isProd ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
    chunkFilename: isProd ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
    cssFilename: isProd ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
    cssChunkFilename: isProd ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
    uniqueName: 'zapisy_admin',
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    // Sources import siblings as './x.js' (TypeScript ESM style); resolve them to .ts/.tsx.
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // @react-page/editor's dependencies import 'react/jsx-runtime.js', which React's exports map does not
    // list (TOOLCHAIN.md).
    alias: {
      'react/jsx-runtime.js$': 'react/jsx-runtime',
      // The package entry resolves to lib-es (its `module` field); deep imports of lib/ must use the same copy.
      '@react-page/editor/lib/ui': '@react-page/editor/lib-es/ui',
    },
  },
  module: {
    rules: [typescriptRule({ target: 'es2020', development: !isProd }), { test: /\.css$/, type: 'css/auto' }],
  },
  optimization: {
    minimize: isProd,
    minimizer: [asciiMinimizer(), new rspack.LightningCssMinimizerRspackPlugin()],
  },
  plugins: [
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    new rspack.HtmlRspackPlugin({
      template: './src/index.html',
      filename: 'index.html',
      inject: 'body',
      scriptLoading: 'defer',
      minify: isProd,
    }),
    new ModuleFederationPlugin({
      name: 'zapisy_admin',
      // No static remotes: widgets are registered at run time from /widgets/manifest.json.
      remotes: {},
      shareStrategy: 'loaded-first',
      shared: sharedReact(),
      dts: false,
      manifest: false,
    }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};
