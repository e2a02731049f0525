import ts from 'typescript';

/** How an import reaches another module at run time. */
export type ValueImportKind = 'static' | 'dynamic' | 're-export';

export interface ValueImport {
  specifier: string;
  kind: ValueImportKind;
}

export interface ElisionRules {
  /**
   * With `verbatimModuleSyntax` the compiler keeps `import { type A } from 'a'` as `import {} from 'a'`, so
   * the module is still evaluated; only `import type` / `export type` disappear. Without it, an import or
   * re-export whose every specifier is marked `type` is dropped too.
   */
  verbatimModuleSyntax: boolean;
}

function everySpecifierIsType(elements: readonly { isTypeOnly: boolean }[]): boolean {
  return elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

function isElidedImport(node: ts.ImportDeclaration, rules: ElisionRules): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './x'` runs the module
  if (clause.isTypeOnly) return true;
  if (rules.verbatimModuleSyntax || clause.name) return false;
  const bindings = clause.namedBindings;
  return bindings !== undefined && ts.isNamedImports(bindings) && everySpecifierIsType(bindings.elements);
}

function isElidedReExport(node: ts.ExportDeclaration, rules: ElisionRules): boolean {
  if (node.isTypeOnly) return true;
  if (rules.verbatimModuleSyntax) return false;
  const clause = node.exportClause;
  return clause !== undefined && ts.isNamedExports(clause) && everySpecifierIsType(clause.elements);
}

function literalText(node: ts.Node | undefined): string | null {
  return node && ts.isStringLiteralLike(node) ? node.text : null;
}

/**
 * The imports of one source file that load another module when the emitted JavaScript runs: static
 * imports and re-exports the compiler keeps, and `import('…')` calls with a literal specifier. Type-only
 * imports and `typeof import('…')` types are left out.
 */
export function valueImportsOf(fileName: string, source: string, rules: ElisionRules): ValueImport[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: ValueImport[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const specifier = literalText(node.moduleSpecifier);
      if (specifier && !isElidedImport(node, rules)) found.push({ specifier, kind: 'static' });
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const specifier = literalText(node.moduleSpecifier);
      if (specifier && !isElidedReExport(node, rules)) found.push({ specifier, kind: 're-export' });
      return;
    }
    if (ts.isImportEqualsDeclaration(node)) {
      const reference = node.moduleReference;
      const specifier = ts.isExternalModuleReference(reference) ? literalText(reference.expression) : null;
      if (specifier && !node.isTypeOnly) found.push({ specifier, kind: 'static' });
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = literalText(node.arguments[0]);
      if (specifier) found.push({ specifier, kind: 'dynamic' });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
