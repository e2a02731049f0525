import { describe, expect, it } from 'vitest';
import { valueImportsOf } from './value-imports.js';

const verbatim = { verbatimModuleSyntax: true };
const eliding = { verbatimModuleSyntax: false };

const specifiers = (source: string, rules = verbatim) =>
  valueImportsOf('file.ts', source, rules).map((found) => `${found.kind} ${found.specifier}`);

describe('value imports: what still loads a module once the compiler has elided types', () => {
  it('keeps static imports, side-effect imports, re-exports and import-equals', () => {
    const source = [
      "import a from './a.js';",
      "import * as b from './b.js';",
      "import './c.js';",
      "export { d } from './d.js';",
      "export * from './e.js';",
      "import f = require('./f.js');",
    ].join('\n');
    expect(specifiers(source)).toEqual([
      'static ./a.js',
      'static ./b.js',
      'static ./c.js',
      're-export ./d.js',
      're-export ./e.js',
      'static ./f.js',
    ]);
  });

  it('"a dynamic import() counts", wherever it is written', () => {
    const source = "export async function load() { return (await import('./late.js')).late; }";
    expect(specifiers(source)).toEqual(['dynamic ./late.js']);
  });

  it('leaves out `import type`, `export type` and `typeof import()` types', () => {
    const source = [
      "import type { A } from './a.js';",
      "import type * as B from './b.js';",
      "export type { C } from './c.js';",
      "export type * from './d.js';",
      "type E = typeof import('./e.js');",
    ].join('\n');
    expect(specifiers(source)).toEqual([]);
  });

  it('with verbatimModuleSyntax an import of inline `type` specifiers only still loads the module', () => {
    // The compiler rewrites it to `import {} from './a.js'`.
    expect(specifiers("import { type A } from './a.js';", verbatim)).toEqual(['static ./a.js']);
    expect(specifiers("export { type A } from './a.js';", verbatim)).toEqual(['re-export ./a.js']);
  });

  it('without verbatimModuleSyntax an import of inline `type` specifiers only is elided', () => {
    expect(specifiers("import { type A } from './a.js';", eliding)).toEqual([]);
    expect(specifiers("export { type A } from './a.js';", eliding)).toEqual([]);
    expect(specifiers("import { type A, b } from './a.js';", eliding)).toEqual(['static ./a.js']);
  });
});
