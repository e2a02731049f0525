import { defineProject } from 'vitest/config';
import { sourceAliases } from '../vitest.shared.js';

export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
