import type { StorybookConfig } from '@storybook/react-vite';

// Builds offline: telemetry, update checks and notifications are off, no addons fetch anything.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: [],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  // Docgen parses every imported component; the stories declare their args, so skip it (faster, and
  // immune to syntax the docgen parser does not know).
  typescript: { reactDocgen: false },
  // Storybook's own preview bundle is large by nature; the warning is noise here.
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    build: { ...viteConfig.build, chunkSizeWarningLimit: 2048 },
  }),
};

export default config;
