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

  it("a plugin may build on another plugin's public entry (its tests on that plugin's fake), never its internals", () => {
    const file = 'plugins/payment-przelewy24-marketplace/src/provider.ts';
    const test = 'plugins/payment-przelewy24-marketplace/src/provider.test.ts';
    expect(checkImport(repoRoot, file, '@zapisy/plugin-payment-przelewy24')).toBeNull();
    expect(checkImport(repoRoot, file, '@zapisy/plugin-payment-przelewy24/fake')).toMatch(
      /plugin imports core/,
    );
    expect(checkImport(repoRoot, test, '@zapisy/plugin-payment-przelewy24/fake')).toBeNull();
    const fake = 'plugins/payment-przelewy24-marketplace/src/fake/server.ts';
    expect(checkImport(repoRoot, fake, '@zapisy/plugin-payment-przelewy24/fake')).toBeNull();
    expect(checkImport(repoRoot, file, '@zapisy/plugin-payment-przelewy24/src/signing.js')).toMatch(
      /plugin imports core/,
    );
  });

  it('plugins use the payment fake kit from their fake gateway and tests only; the kit imports core and Node only', () => {
    const kit = '@zapisy/payment-fake-kit';
    expect(checkImport(repoRoot, 'plugins/payment-paynow/src/fake/fake-server.ts', kit)).toBeNull();
    expect(checkImport(repoRoot, 'plugins/payment-payu/src/provider.integration.test.ts', kit)).toBeNull();
    // Test support files (`*.test-support.ts`) count as tests.
    expect(checkImport(repoRoot, 'plugins/payment-paynow/src/gateway.test-support.ts', kit)).toBeNull();
    expect(checkImport(repoRoot, 'plugins/payment-paynow/src/provider.ts', kit)).toMatch(
      /fake and tests only/,
    );
    expect(checkImport(repoRoot, 'plugins/payment-payu/src/fake/index.ts', `${kit}/src/index.js`)).toMatch(
      /plugin imports core/,
    );
    const source = 'plugins/payment-fake-kit/src/loopback-server.ts';
    expect(checkImport(repoRoot, source, '@zapisy/core')).toBeNull();
    expect(checkImport(repoRoot, source, 'node:http')).toBeNull();
    expect(checkImport(repoRoot, source, '@zapisy/plugin-payment-payu')).toMatch(
      /fake kit imports core only/,
    );
    expect(checkImport(repoRoot, source, 'decimal.js')).toMatch(/core and Node built-ins only/);
    expect(checkImport(repoRoot, source, 'vitest')).toMatch(/core and Node built-ins only/);
    expect(
      checkImport(repoRoot, 'plugins/payment-fake-kit/src/loopback-server.test.ts', 'vitest'),
    ).toBeNull();
  });

  it('"A module reaches another only through that module\'s index.ts" (production code; tests set up fixtures)', () => {
    const file = 'api/src/modules/payments/settle-payment.ts';
    expect(checkImport(repoRoot, file, '../projects/documents.js')).toMatch(/only through its index/);
    expect(checkImport(repoRoot, file, '../projects/index.js')).toBeNull();
    expect(checkImport(repoRoot, file, './payment-accounts.js')).toBeNull();
    expect(checkImport(repoRoot, 'api/src/main.ts', './modules/payments/app-flow.js')).toMatch(
      /only through/,
    );
    expect(checkImport(repoRoot, 'api/src/modules/index.ts', './payments/routes.js')).toBeNull();
    expect(checkImport(repoRoot, 'api/src/modules/index.ts', './payments/public-routes.js')).toMatch(
      /only through/,
    );
    expect(checkImport(repoRoot, 'api/src/config.ts', './modules/payments/config.js')).toBeNull();
    expect(
      checkImport(repoRoot, 'api/src/modules/payments/settle-payment.test.ts', '../projects/documents.js'),
    ).toBeNull();
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
    const test = 'api/src/modules/payments/gateways-flow.test.ts';
    expect(checkImport(repoRoot, test, '@zapisy/plugin-payment-payu/fake')).toBeNull();
    expect(
      checkImport(repoRoot, 'api/src/modules/payments/routes.ts', '@zapisy/plugin-payment-payu/fake'),
    ).toMatch(/never imports their internals/);
    expect(checkImport(repoRoot, test, '@zapisy/plugin-payment-payu/src/fake/server.js')).toMatch(
      /never imports their internals/,
    );
  });

  it('widgets share widgets/kit (its root only); the admin does not use it', () => {
    expect(checkImport(repoRoot, 'widgets/payment/src/mount.tsx', '@zapisy/widget-kit')).toBeNull();
    expect(checkImport(repoRoot, 'widgets/payment/src/mount.tsx', '@zapisy/widget-kit/src/theme.js')).toMatch(
      /widget imports core/,
    );
    expect(checkImport(repoRoot, 'host-admin/src/app.tsx', '@zapisy/widget-kit')).toMatch(
      /host-admin imports core/,
    );
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
