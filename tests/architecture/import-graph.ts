import { dirname, posix } from 'node:path';

/** File → the files it loads at run time; paths are repository paths with forward slashes. */
export type ImportGraph = Map<string, Set<string>>;

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

/** The compiled `.js`/`.mjs` name a TypeScript source is imported by, back to its candidates. */
function sourceCandidates(path: string): string[] {
  const compiled = path.match(/^(.*)\.(m?)js$/);
  const bare = compiled ? [`${compiled[1]}.${compiled[2]}ts`, `${compiled[1]}.tsx`] : [];
  return [
    path,
    ...bare,
    ...EXTENSIONS.map((extension) => `${path}${extension}`),
    ...EXTENSIONS.map((extension) => `${path}/index${extension}`),
  ];
}

/** The file a relative specifier lands on, or null for a package or a file outside the set. */
export function resolveRelative(files: ReadonlySet<string>, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const path = posix.normalize(posix.join(dirname(from), specifier));
  return sourceCandidates(path).find((candidate) => files.has(candidate)) ?? null;
}

/** The graph of relative value imports between the given files. */
export function buildImportGraph(
  files: ReadonlySet<string>,
  specifiersOf: (file: string) => readonly string[],
): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(file)) {
      const target = resolveRelative(files, file, specifier);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}
