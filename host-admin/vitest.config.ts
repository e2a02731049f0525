import { defineProject } from 'vitest/config';
import { sourceAliases } from '../vitest.shared.js';

export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'host-admin',
    environment: 'jsdom',
    include: ['src/**/*.test.ts?(x)'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
