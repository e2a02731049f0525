import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImport, findViolations, importsOf } from './dependency-rules.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('dependency rules of ARCHITECTURE.md', () => {
  it('the whole repository keeps them', () => {
    const { files, violations } = findViolations(repoRoot);
    expect(files).toBeGreaterThan(10);
    expect(violations).toEqual([]);
  });

  it('"core imports nothing of the project" and no Node built-ins', () => {
    expect(checkImport(repoRoot, 'core/src/money/money.ts', '@zapisy/api')).toMatch(/nothing of the project/);
    expect(checkImport(repoRoot, 'core/src/money/money.ts', '../../../api/src/app.js')).toMatch(/relative/);
    expect(checkImport(repoRoot, 'core/src/money/money.ts', 'node:fs')).toMatch(/isomorphic/);
    expect(checkImport(repoRoot, 'core/src/money/money.ts', 'fs')).toMatch(/isomorphic/);
    expect(checkImport(repoRoot, 'core/src/money/money.ts', 'decimal.js')).toBeNull();
    expect(checkImport(repoRoot, 'core/src/money/money.test.ts', 'node:fs')).toBeNull();
    expect(checkImport(repoRoot, 'core/src/money/money.test.ts', '@zapisy/api')).toMatch(
      /nothing of the project/,
    );
    expect(checkImport(repoRoot, 'core/src/money/money.ts', '../errors/index.js')).toBeNull();
  });

  it('"plugins do not import api, widgets or host-admin"', () => {
    const file = 'plugins/payment-payu/src/index.ts';
    expect(checkImport(repoRoot, file, '@zapisy/core')).toBeNull();
    expect(checkImport(repoRoot, file, '@zapisy/api')).toMatch(/plugin imports core/);
    expect(checkImport(repoRoot, file, '@zapisy/widget-form')).toMatch(/plugin imports core/);
    expect(checkImport(repoRoot, file, '../../../api/src/app.js')).toMatch(/relative/);
  });

  it('"api does not import plugin internals"', () => {
    expect(checkImport(repoRoot, 'api/src/app.ts', '@zapisy/plugin-payu/src/signature.js')).toMatch(
      /never imports their internals/,
    );
    expect(checkImport(repoRoot, 'api/src/app.ts', '@zapisy/plugin-payu')).toMatch(/through the container/);
    expect(checkImport(repoRoot, 'api/src/app.ts', '../../plugins/payu/src/index.js')).toMatch(/relative/);
    expect(checkImport(repoRoot, 'api/src/app.ts', '@zapisy/widget-form')).toMatch(/widgets or host-admin/);
    expect(
      checkImport(repoRoot, 'api/src/plugins/loader.test.ts', '@zapisy/plugin-translation-types'),
    ).toBeNull();
  });

  it('widgets and host-admin use core and plugin ./widget or ./editor parts only', () => {
    expect(checkImport(repoRoot, 'widgets/form/src/mount.tsx', '@zapisy/core')).toBeNull();
    expect(
      checkImport(repoRoot, 'widgets/form/src/mount.tsx', '@zapisy/plugin-form-fields/widget'),
    ).toBeNull();
    expect(checkImport(repoRoot, 'host-admin/src/app.tsx', '@zapisy/plugin-form-fields/editor')).toBeNull();
    expect(checkImport(repoRoot, 'host-admin/src/app.tsx', '@zapisy/plugin-form-fields/server')).toMatch(
      /over HTTP/,
    );
    expect(checkImport(repoRoot, 'widgets/form/src/mount.tsx', '@zapisy/api')).toMatch(/over HTTP/);
    expect(checkImport(repoRoot, 'widgets/form/src/mount.tsx', 'node:path')).toMatch(/browser/);
  });

  it('reads static, dynamic, type-only and re-export specifiers', () => {
    const source = [
      "import a from 'a';",
      "import type { B } from 'b';",
      "export { c } from 'c';",
      "const d = await import('d');",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
