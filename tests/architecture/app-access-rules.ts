import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * ARCHITECTURE.md, API modules: "one file per use case taking a small deps object (never the Fastify app)".
 * In `api/src/modules/`, only the files that face the app may name `FastifyInstance`: the route files, the
 * route registry and each module's wiring file (what the app has, for routes and the server's start).
 * Tests and their helpers set servers up and are exempt.
 */
const MODULES = 'api/src/modules';
const APP_TYPE = 'FastifyInstance';

/** The wiring files' names: `app-wiring.ts`, and the names the first modules gave theirs. */
export const WIRING_FILES: readonly string[] = [
  'app-wiring.ts',
  'app-flow.ts',
  'app-context.ts',
  'registry-of-app.ts',
];

export interface AppAccessViolation {
  file: string;
  line: number;
}

function isTest(file: string): boolean {
  return /\.(test|spec)\.tsx?$/.test(file) || /\/testing\/|[/-]testing\.tsx?$/.test(file);
}

/** Whether a file of the modules may take the app. */
export function mayTakeApp(file: string): boolean {
  if (!file.startsWith(`${MODULES}/`) || isTest(file)) return true;
  if (file === `${MODULES}/index.ts`) return true;
  const name = file.slice(file.lastIndexOf('/') + 1);
  return name === 'routes.ts' || name.endsWith('-routes.ts') || WIRING_FILES.includes(name);
}

/** The lines naming `FastifyInstance` in code (an import, a type, a qualified name); comments do not count. */
export function appMentionsOf(file: string, source: string): number[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === APP_TYPE) {
      lines.push(sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return lines;
}

/** One file checked: where it names the app although it may not. */
export function checkAppAccess(file: string, source: string): AppAccessViolation[] {
  if (mayTakeApp(file)) return [];
  return appMentionsOf(file, source).map((line) => ({ file, line }));
}

function sourcesUnder(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourcesUnder(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Every file of `api/src/modules/`, checked. */
export function findAppAccessViolations(repoRoot: string): {
  files: number;
  violations: AppAccessViolation[];
} {
  const files = sourcesUnder(join(repoRoot, MODULES), []);
  const violations = files.flatMap((absolute) => {
    const file = relative(repoRoot, absolute).split(sep).join('/');
    return checkAppAccess(file, readFileSync(absolute, 'utf8'));
  });
  return { files: files.length, violations };
}
