import { fileURLToPath } from 'node:url';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Tests import `@zapisy/core` and plugins' browser parts from source, so they run without a prior build. */
export const sourceAliases = {
  '@zapisy/core': source('./core/src/index.ts'),
  '@zapisy/plugin-form-fields/kinds': source('./plugins/form-fields/src/kinds/index.ts'),
  '@zapisy/plugin-form-fields/widget': source('./plugins/form-fields/src/widget/index.ts'),
  '@zapisy/plugin-form-fields/editor': source('./plugins/form-fields/src/editor/index.ts'),
  '@zapisy/plugin-translation-types/widget': source('./plugins/translation-types/src/vocabularies/index.ts'),
  // After the subpaths: an alias also matches longer specifiers, and the first match wins.
  '@zapisy/plugin-form-fields': source('./plugins/form-fields/src/index.ts'),
};
