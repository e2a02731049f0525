import { fileURLToPath } from 'node:url';

/** Tests import `@zapisy/core` from source, so they run without a prior build. */
export const sourceAliases = {
  '@zapisy/core': fileURLToPath(new URL('./core/src/index.ts', import.meta.url)),
};
