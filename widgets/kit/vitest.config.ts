import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'widget-kit',
    include: ['src/**/*.test.ts'],
    environment: 'jsdom',
  },
});
