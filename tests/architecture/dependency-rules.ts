import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Which part of the repository a file belongs to, by the rules of ARCHITECTURE.md. */
export type Area = 'core' | 'plugin' | 'api' | 'widget' | 'host-admin';

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

export function areaOf(repoPath: string): Area | null {
  const [top, second] = repoPath.split('/');
  if (top === 'core') return 'core';
  if (top === 'api') return 'api';
  if (top === 'host-admin') return 'host-admin';
  if (top === 'plugins' && second) return 'plugin';
  if (top === 'widgets' && second) return 'widget';
  return null;
}

/** The import specifiers of one file: static, dynamic, re-exports and type-only imports. */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

/** Which top-level area a relative import lands in, as a repository path. */
function target(repoRoot: string, file: string, specifier: string): string {
  return relative(repoRoot, resolve(dirname(join(repoRoot, file)), specifier))
    .split(sep)
    .join('/');
}

function packageRoot(repoPath: string): string {
  const parts = repoPath.split('/');
  return parts[0] === 'plugins' || parts[0] === 'widgets' ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
}

/**
 * A plugin's tests, their support modules (`….test-support.ts`) and its local fake gateway (`src/fake/`),
 * which may build on another plugin's fake and on the payment fake kit.
 */
function isTestSupport(file: string): boolean {
  return /\.(test|spec)\.[tj]sx?$|\.test-support\.ts$/.test(file) || /\/src\/fake\//.test(file);
}

/** The payment plugins' shared fake-gateway and test machinery: a plugin package of its own. */
const FAKE_KIT = 'payment-fake-kit';

const MODULE_FILE = /^api\/src\/modules\/([^/]+)\/(.+)$/;

/**
 * ARCHITECTURE.md, API modules: "A module reaches another only through that module's `index.ts` or through
 * events". Besides the index, the route registry (`modules/index.ts`) loads each module's `routes.ts` and
 * the app's configuration reads each module's `config.ts`; tests, their helpers and benchmarks set up
 * fixtures and may reach further.
 */
function checkModuleBoundary(file: string, landing: string, isTest: boolean): string | null {
  const into = landing.match(MODULE_FILE);
  if (!into || isTest) return null;
  const [, module, inner = ''] = into;
  if (file.startsWith(`api/src/modules/${module}/`)) return null;
  const entry = inner.replace(/\.(js|ts)$/, '');
  if (entry === 'index') return null;
  if (file === 'api/src/modules/index.ts' && entry === 'routes') return null;
  if (file === 'api/src/config.ts' && entry === 'config') return null;
  return `a module is reached only through its index.ts (${landing})`;
}

/** Checks one import of one file against the dependency rules; returns the broken rule or null. */
export function checkImport(repoRoot: string, file: string, specifier: string): string | null {
  const area = areaOf(file);
  if (!area) return null;
  // Tests, their support modules (`testing.ts`, `…-testing.ts`, `testing/`) and benchmarks may load a plugin package.
  const isTest =
    /\.(test|spec|stories)\.[tj]sx?$/.test(file) || /\/(bench|testing)\/|[/-]testing\.tsx?$/.test(file);
  if (specifier.startsWith('.')) {
    const landing = target(repoRoot, file, specifier);
    if (packageRoot(landing) !== packageRoot(file) && !landing.startsWith('vitest.shared')) {
      return `${area} must not reach into another package by a relative path (${landing})`;
    }
    return area === 'api' ? checkModuleBoundary(file, landing, isTest) : null;
  }
  const project = specifier.match(/^@zapisy\/([^/]+)(\/.*)?$/);
  switch (area) {
    case 'core':
      if (project) return 'core imports nothing of the project';
      // Tests of core run in Node and may read files; the code they test may not.
      if (!isTest && (NODE_BUILTINS.has(specifier.split('/')[0] ?? '') || specifier.startsWith('node:'))) {
        return 'core is isomorphic: no Node built-ins';
      }
      return null;
    case 'plugin':
      if (file.startsWith(`plugins/${FAKE_KIT}/`)) {
        // The kit is built on core and Node alone; its own tests add vitest.
        if (project) return project[1] === 'core' ? null : 'the payment fake kit imports core only';
        const name = specifier.split('/')[0] ?? '';
        if (NODE_BUILTINS.has(name) || specifier.startsWith('node:')) return null;
        return isTestSupport(file) && specifier === 'vitest'
          ? null
          : 'the payment fake kit imports core and Node built-ins only';
      }
      if (!project || project[1] === 'core') return null;
      // The kit serves the plugins' fakes and tests, never a provider at run time.
      if (project[1] === FAKE_KIT && !project[2]) {
        return isTestSupport(file)
          ? null
          : 'a plugin imports the payment fake kit from its fake and tests only';
      }
      // A plugin may build on another plugin's public entry (P24 Marketplace on Przelewy24), and its tests
      // may start that plugin's local fake; never another plugin's internals.
      if (
        project[1]?.startsWith('plugin-') &&
        (!project[2] || (isTestSupport(file) && project[2] === '/fake'))
      ) {
        return null;
      }
      return "a plugin imports core (and other plugins' public entry) and nothing of api, widgets or host-admin";
    case 'api':
      if (!project || project[1] === 'core') return null;
      if (project[1] === 'api') return null;
      if (project[1]?.startsWith('plugin-')) {
        // Tests may load a plugin package and start its local fake gateway (the `./fake` entry).
        return isTest && (!project[2] || project[2] === '/fake')
          ? null
          : 'api resolves plugins through the container and never imports their internals';
      }
      return 'api must not import widgets or host-admin';
    case 'widget':
    case 'host-admin':
      if (!project) {
        return specifier.startsWith('node:') || NODE_BUILTINS.has(specifier)
          ? `${area} runs in the browser: no Node built-ins`
          : null;
      }
      if (project[1] === 'core') return null;
      // The widgets share their browser plumbing (theme, shadow root, base CSS, fetch) through widgets/kit.
      if (area === 'widget' && project[1] === 'widget-kit' && !project[2]) return null;
      if (project[1]?.startsWith('plugin-') && ['/widget', '/editor'].includes(project[2] ?? '')) return null;
      return `${area} imports core and plugin ./widget or ./editor parts only; it talks to the server over HTTP`;
  }
}

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Every source file of every package, checked. */
export function findViolations(repoRoot: string): { files: number; violations: Violation[] } {
  const roots = ['core/src', 'api/src', 'host-admin/src'];
  for (const group of ['plugins', 'widgets']) {
    for (const name of readdirSync(join(repoRoot, group))) roots.push(`${group}/${name}/src`);
  }
  const files = roots
    .map((r) => join(repoRoot, r))
    .filter((r) => {
      try {
        return statSync(r).isDirectory();
      } catch {
        return false;
      }
    })
    .flatMap((r) => walk(r, []));
  const violations: Violation[] = [];
  for (const absolute of files) {
    const file = relative(repoRoot, absolute).split(sep).join('/');
    for (const specifier of importsOf(readFileSync(absolute, 'utf8'))) {
      const rule = checkImport(repoRoot, file, specifier);
      if (rule) violations.push({ file, specifier, rule });
    }
  }
  return { files: files.length, violations };
}
