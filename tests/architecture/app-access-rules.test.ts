import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appMentionsOf, checkAppAccess, findAppAccessViolations, mayTakeApp } from './app-access-rules.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const useCaseTakingTheApp = [
  "import type { FastifyInstance } from 'fastify';",
  '',
  'export async function settleNow(app: FastifyInstance, paymentId: string) {',
  '  return app.store.db.collection("payments").findOne({ _id: paymentId });',
  '}',
].join('\n');

describe('"one file per use case taking a small deps object (never the Fastify app)" (ARCHITECTURE.md)', () => {
  it('api/src/modules keeps it', () => {
    const { files, violations } = findAppAccessViolations(repoRoot);
    expect(files).toBeGreaterThan(100);
    expect(violations).toEqual([]);
  });

  it('a use case that takes the app again fails, at each line naming it', () => {
    expect(checkAppAccess('api/src/modules/payments/settle-now.ts', useCaseTakingTheApp)).toEqual([
      { file: 'api/src/modules/payments/settle-now.ts', line: 1 },
      { file: 'api/src/modules/payments/settle-now.ts', line: 3 },
    ]);
    const qualified =
      "import type * as fastify from 'fastify';\nexport function f(app: fastify.FastifyInstance) {}";
    expect(checkAppAccess('api/src/modules/forms/compile-form.ts', qualified)).toEqual([
      { file: 'api/src/modules/forms/compile-form.ts', line: 2 },
    ]);
  });

  it('route files, the route registry and the wiring files may take the app', () => {
    for (const file of [
      'api/src/modules/payments/routes.ts',
      'api/src/modules/payments/public-routes.ts',
      'api/src/modules/index.ts',
      'api/src/modules/integrations/app-wiring.ts',
      'api/src/modules/payments/app-flow.ts',
      'api/src/modules/registrations/app-context.ts',
      'api/src/modules/plugin-settings/registry-of-app.ts',
    ]) {
      expect(mayTakeApp(file), file).toBe(true);
      expect(checkAppAccess(file, useCaseTakingTheApp)).toEqual([]);
    }
    // A name that only ends like a route file is a use case.
    expect(mayTakeApp('api/src/modules/payments/reroutes.ts')).toBe(false);
    expect(mayTakeApp('api/src/modules/payments/app-wiring-helpers.ts')).toBe(false);
  });

  it('tests and their helpers are exempt; files outside the modules are not checked', () => {
    expect(mayTakeApp('api/src/modules/payments/settle-payment.test.ts')).toBe(true);
    expect(mayTakeApp('api/src/modules/payments/testing/gateway-app.ts')).toBe(true);
    expect(mayTakeApp('api/src/modules/projects/testing.ts')).toBe(true);
    expect(mayTakeApp('api/src/main.ts')).toBe(true);
  });

  it('a comment or a text that names the app is not a use of it', () => {
    const source = [
      '/** Built by the routes from the FastifyInstance, once. */',
      "export const note = 'FastifyInstance';",
      '// FastifyInstance',
    ].join('\n');
    expect(appMentionsOf('x.ts', source)).toEqual([]);
  });
});
