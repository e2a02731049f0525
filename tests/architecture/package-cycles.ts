import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { findCycles, type ImportCycle } from './cycles.js';
import { buildImportGraph } from './import-graph.js';
import { type ElisionRules, valueImportsOf } from './value-imports.js';

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'storybook-static', 'coverage']);

export interface PackageCycles {
  /** The package folder, relative to the repository root. */
  root: string;
  files: number;
  cycles: ImportCycle[];
}

/** The workspace folders of the root package.json (`plugins/*` expanded). */
export function workspacePackages(repoRoot: string): string[] {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return manifest.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(repoRoot, parent))
      .filter((name) => existsSync(join(repoRoot, parent, name, 'package.json')))
      .map((name) => `${parent}/${name}`);
  });
}

/** What the package's own tsconfig (with everything it extends) tells the compiler to elide. */
export function elisionRulesOf(packageDir: string): ElisionRules {
  const configPath = join(packageDir, 'tsconfig.json');
  if (!existsSync(configPath)) return { verbatimModuleSyntax: false };
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  return { verbatimModuleSyntax: parsed.options.verbatimModuleSyntax === true };
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_FOLDERS.has(name) || (name.startsWith('.') && name !== '.storybook')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The value-import cycles inside one package folder (an absolute path). */
export function cyclesOfPackage(packageDir: string): { files: number; cycles: ImportCycle[] } {
  const rules = elisionRulesOf(packageDir);
  const toPath = (absolute: string) => relative(packageDir, absolute).split(sep).join('/');
  const absolutes = sourceFiles(packageDir);
  const sources = new Map(absolutes.map((absolute) => [toPath(absolute), readFileSync(absolute, 'utf8')]));
  const graph = buildImportGraph(new Set(sources.keys()), (file) =>
    valueImportsOf(file, sources.get(file) ?? '', rules).map((found) => found.specifier),
  );
  return { files: sources.size, cycles: findCycles(graph) };
}

/** Every workspace package's value-import cycles, with file paths relative to the repository root. */
export function findPackageCycles(repoRoot: string): PackageCycles[] {
  return workspacePackages(repoRoot).map((root) => {
    const { files, cycles } = cyclesOfPackage(join(repoRoot, root));
    const prefixed = cycles.map((cycle) => ({
      files: cycle.files.map((file) => `${root}/${file}`),
      chain: cycle.chain.map((file) => `${root}/${file}`),
    }));
    return { root, files, cycles: prefixed };
  });
}
