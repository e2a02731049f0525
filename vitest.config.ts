import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'core',
      'plugins/*',
      'api',
      'widgets/*',
      'host-admin',
      'tests/vitest.architecture.config.ts',
      'tests/vitest.e2e.config.ts',
    ],
  },
});
