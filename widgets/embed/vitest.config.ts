import { defineProject } from 'vitest/config';
import { jsdomTimeouts, sourceAliases } from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias: sourceAliases },
  define: { __ZAPISY_EMBED_VERSION__: JSON.stringify('test') },
  test: {
    name: 'widget-embed',
    include: ['src/**/*.test.ts'],
    environment: 'jsdom',
    ...jsdomTimeouts,
  },
});
