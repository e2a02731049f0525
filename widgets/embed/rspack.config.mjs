// Embed loader: one small IIFE, dist/embed.js, served at the stable URL /embed.js.
// No Module Federation runtime inside: it talks to remote containers' init/get directly.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { asciiMinimizer, typescriptRule, ZapisyWidgetMetaPlugin } from '../../scripts/web/rspack-shared.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default {
  name: 'widget-embed',
  mode: 'production',
  context: fileURLToPath(new URL('.', import.meta.url)),
  target: ['web', 'es2019'],
  entry: { embed: './src/index.ts' },
  devtool: false,
  output: {
    path: fileURLToPath(new URL('./dist', import.meta.url)),
    filename: 'embed.js',
    iife: true,
    clean: true,
  },
  resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
  module: { rules: [typescriptRule()] },
  optimization: { minimize: true, minimizer: [asciiMinimizer()], splitChunks: false, runtimeChunk: false },
  performance: { hints: false },
  plugins: [
    new rspack.DefinePlugin({ __ZAPISY_EMBED_VERSION__: JSON.stringify(pkg.version) }),
    new ZapisyWidgetMetaPlugin({ name: 'embed', file: 'embed.js' }),
  ],
};
