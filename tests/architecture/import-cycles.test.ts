import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { describeCycle } from './cycles.js';
import { cyclesOfPackage, findPackageCycles, workspacePackages } from './package-cycles.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const trees: string[] = [];

/** A throw-away package folder with the given files and a tsconfig of the given setting. */
function tree(files: Record<string, string>, verbatimModuleSyntax = true): string {
  const root = mkdtempSync(join(tmpdir(), 'zapisy-cycles-'));
  trees.push(root);
  const tsconfig = { compilerOptions: { verbatimModuleSyntax, module: 'NodeNext' }, include: ['src'] };
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

const chains = (root: string) => cyclesOfPackage(root).cycles.map(describeCycle);

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the import-cycle detector on small trees', () => {
  it('a value cycle fails, reported as its file chain', () => {
    const root = tree({
      'src/a.ts': "import { b } from './b.js';\nexport const a = () => b;",
      'src/b.ts': "import { c } from './nested/c.js';\nexport const b = c;",
      'src/nested/c.ts': "import { a } from '../a.js';\nexport const c = a;",
      'src/leaf.ts': "import { a } from './a.js';\nexport const leaf = a;",
    });
    expect(chains(root)).toEqual(['src/a.ts → src/b.ts → src/nested/c.ts → src/a.ts']);
  });

  it('a type-only cycle passes', () => {
    const root = tree({
      'src/a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }",
      'src/b.ts': "import { type A } from './a.js';\nexport interface B { a?: A }",
    });
    // With verbatimModuleSyntax `import { type A }` still loads a.ts, so only the `import type` side is cut.
    expect(chains(root)).toEqual([]);
  });

  it('"type-only imports may cycle": export type and typeof import() too', () => {
    const root = tree({
      'src/a.ts': "export type { B } from './b.js';\nexport type A = typeof import('./b.js');",
      'src/b.ts': "import type { A } from './a.js';\nexport type B = A;\nexport const b = 1;",
    });
    expect(chains(root)).toEqual([]);
  });

  it('"a dynamic import() counts"', () => {
    const root = tree({
      'src/a.ts': "import { b } from './b.js';\nexport const a = b;",
      'src/b.ts': "export const b = 1;\nexport const load = () => import('./a.js');",
    });
    expect(chains(root)).toEqual(['src/a.ts → src/b.ts → src/a.ts']);
  });

  it('inline `type` specifiers cycle under verbatimModuleSyntax and are elided without it', () => {
    const files = {
      'src/a.ts': "import { type B } from './b.js';\nexport const a = 1;\nexport type A = B;",
      'src/b.ts': "import { a } from './a.js';\nexport const b = a;\nexport type B = number;",
    };
    expect(chains(tree(files, true))).toEqual(['src/a.ts → src/b.ts → src/a.ts']);
    expect(chains(tree(files, false))).toEqual([]);
  });

  it('re-exports through an index, extensionless and .tsx imports are followed', () => {
    const root = tree({
      'src/index.ts': "export * from './view';",
      'src/view.tsx': "import { helper } from './helper.js';\nexport const view = helper;",
      'src/helper.ts': "import { view } from './index.js';\nexport const helper = () => view;",
    });
    expect(chains(root)).toEqual(['src/helper.ts → src/index.ts → src/view.tsx → src/helper.ts']);
  });

  it('a file importing itself is a cycle; several groups are reported one by one', () => {
    const root = tree({
      'src/self.ts': "import './self.js';",
      'src/x.ts': "import './y.js';",
      'src/y.ts': "import './x.js';",
    });
    expect(chains(root)).toEqual(['src/self.ts → src/self.ts', 'src/x.ts → src/y.ts → src/x.ts']);
  });

  it('names the size of a group larger than the reported loop', () => {
    const root = tree({
      'src/a.ts': "import './b.js';",
      'src/b.ts': "import './a.js';\nimport './c.js';",
      'src/c.ts': "import './b.js';",
    });
    expect(chains(root)).toEqual(['src/a.ts → src/b.ts → src/a.ts (3 files in the group)']);
  });
});

describe('"tests/architecture fails on any import cycle of values (type-only imports may cycle) in every package"', () => {
  it('checks every workspace package', () => {
    const packages = workspacePackages(repoRoot);
    for (const root of ['core', 'api', 'host-admin', 'tests', 'plugins/form-fields', 'widgets/form']) {
      expect(packages).toContain(root);
    }
  });

  it('no package has a value-import cycle', () => {
    const found = findPackageCycles(repoRoot);
    expect(found.find((entry) => entry.root === 'api')?.files).toBeGreaterThan(100);
    expect(found.flatMap((entry) => entry.cycles.map(describeCycle))).toEqual([]);
  }, 60_000);
});
