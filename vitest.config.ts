import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['core', 'plugins/*', 'api', 'widgets/*', 'host-admin', 'tests'],
  },
});
