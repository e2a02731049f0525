import { defineProject } from 'vitest/config';
import { jsdomTimeouts, sourceAliases } from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'widget-payment',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    ...jsdomTimeouts,
  },
});
