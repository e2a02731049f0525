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
  // The admin's lazily loaded form editor (@react-page/editor) imports `react/jsx-runtime.js`, which React's
  // exports map does not list (TOOLCHAIN.md): every bundler that builds it needs this alias.
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      alias: [
        ...(Array.isArray(viteConfig.resolve?.alias)
          ? viteConfig.resolve.alias
          : Object.entries(viteConfig.resolve?.alias ?? {}).map(([find, replacement]) => ({
              find,
              replacement: replacement as string,
            }))),
        { find: /^react\/jsx-runtime\.js$/, replacement: 'react/jsx-runtime' },
      ],
    },
    build: { ...viteConfig.build, chunkSizeWarningLimit: 2048 },
  }),
};

export default config;
