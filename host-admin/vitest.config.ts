import { defineProject } from 'vitest/config';
import { jsdomTimeouts, sourceAliases } from '../vitest.shared.js';

export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'host-admin',
    environment: 'jsdom',
    ...jsdomTimeouts,
    include: ['src/**/*.test.ts?(x)'],
    setupFiles: ['src/testing/setup.ts'],
    // The admin stylesheet's text reaches tests that check computed styles (`styles.css?raw`).
    css: { include: [/src\/styles\.css/] },
  },
});
