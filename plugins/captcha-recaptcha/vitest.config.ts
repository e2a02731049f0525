import { defineProject } from 'vitest/config';
import { sourceAliases } from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias: sourceAliases },
  test: { name: 'plugin-captcha-recaptcha', include: ['src/**/*.test.ts'], environment: 'node' },
});
