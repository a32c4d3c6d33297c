/**
 * Lists exports of product code that only tests import (issue 32: an export exists for the product;
 * one kept alive by its own test alone is dead code with a test). Exits 1 when it finds any.
 *
 * An export counts as used when a product file imports it (through any chain of re-exports), when
 * its module is loaded with `import()` (lazy pages name their export in a string), or when its own
 * file uses it besides declaring it (then only the `export` keyword is extra, which is harmless).
 * Known ones are listed in test-only-exports.baseline.txt, to be worked down: only new ones fail.
 * A line there reads `path: name  # reason`; the reason (why it is kept) is required, so the list
 * holds only exports kept on purpose. Lines starting with # are comments.
 */
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const root = process.cwd();
const PRODUCT_DIRS = ['core/', 'workbench/', 'plugins/', 'server/'];
// Test support that lives beside the product code it stands in for is test code too.
const isTestFile = (path: string) =>
  /(\.test\.tsx?|\.int\.test\.ts|\.bench\.ts|test-bed[^/]*\.tsx?|test-support\.tsx?|test-fixtures\.tsx?)$/.test(path) || /\/(tests?|testing|bench|build-check)\//.test(`/${path}`);
const isProductFile = (path: string) => PRODUCT_DIRS.some((d) => path.startsWith(d)) && !isTestFile(path) && !path.endsWith('.d.ts');

const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const checker = program.getTypeChecker();
const files = program.getSourceFiles().filter((f) => !f.isDeclarationFile && !f.fileName.includes('/node_modules/'));
const rel = (f: ts.SourceFile) => relative(root, f.fileName);

const original = (symbol: ts.Symbol): ts.Symbol => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
const usedByProduct = new Set<ts.Symbol>();
const usedByTests = new Set<ts.Symbol>();

function markModule(specifier: ts.Expression, into: Set<ts.Symbol>): void {
  const module = checker.getSymbolAtLocation(specifier);
  if (module) for (const s of checker.getExportsOfModule(module)) into.add(original(s));
}

for (const file of files) {
  const into = isTestFile(rel(file)) ? usedByTests : usedByProduct;
  const visit = (node: ts.Node): void => {
    if (ts.isImportSpecifier(node) || ts.isExportSpecifier(node)) {
      // A re-export in a product barrel is not a use: the barrel's importers decide.
      if (!(ts.isExportSpecifier(node) && into === usedByProduct && !node.parent.parent.moduleSpecifier)) {
        const symbol = checker.getSymbolAtLocation(node.name);
        if (symbol) into.add(original(symbol));
      }
    } else if (ts.isImportClause(node) && node.name) {
      const symbol = checker.getSymbolAtLocation(node.name);
      if (symbol) into.add(original(symbol));
    } else if (ts.isNamespaceImport(node)) {
      markModule(node.parent.parent.moduleSpecifier, into);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
      markModule(node.arguments[0], into);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const findings: string[] = [];
for (const file of files) {
  const path = rel(file);
  if (!isProductFile(path)) continue;
  const module = checker.getSymbolAtLocation(file);
  if (!module) continue;
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = original(exported);
    if (usedByProduct.has(symbol) || !usedByTests.has(symbol)) continue;
    // Declared here and used here too: only its test imports it, but the product runs it.
    if ((symbol.declarations ?? []).some((d) => d.getSourceFile() !== file)) continue;
    const name = exported.getName();
    const uses = file.text.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;
    if (uses > 1) continue;
    findings.push(`${path}: ${name}`);
  }
}

const baselinePath = new URL('./test-only-exports.baseline.txt', import.meta.url);
const baselineText = readFileSync(baselinePath, 'utf8');
const entries = baselineText
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [entry = '', ...reason] = line.split('#');
    return { entry: entry.trim(), reason: reason.join('#').trim() };
  });
if (process.argv.includes('--write-baseline')) {
  // Keeps the reasons already written and the header; a new entry gets an empty reason to fill in.
  const reasons = new Map(entries.map((e) => [e.entry, e.reason]));
  const header = baselineText.split('\n').filter((line) => line.startsWith('#'));
  const lines = findings.sort().map((f) => `${f}  # ${reasons.get(f) ?? ''}`.trimEnd());
  ts.sys.writeFile(baselinePath.pathname, `${[...header, ...lines].join('\n')}\n`);
  console.log(`test-only exports: ${findings.length} written to the baseline`);
  process.exit(0);
}
const unexplained = entries.filter((e) => e.reason === '');
if (unexplained.length > 0) {
  console.log(`test-only exports: ${unexplained.length} of the baseline give no reason (\`path: name  # why it is kept\`):`);
  for (const e of unexplained) console.log(`  ${e.entry}`);
  process.exit(1);
}
const known = new Set(entries.map((e) => e.entry));
const added = findings.filter((f) => !known.has(f)).sort();
const gone = [...known].filter((f) => !findings.includes(f));
if (added.length > 0) {
  console.log(`Exports only tests use (${added.length} new): use them in the product, or remove them with their tests.`);
  for (const f of added) console.log(`  ${f}`);
  process.exit(1);
}
if (gone.length > 0) {
  console.log(`test-only exports: ${gone.length} of the baseline are gone; run \`npx tsx tools/test-only-exports.ts --write-baseline\`:`);
  for (const f of gone) console.log(`  ${f}`);
  process.exit(1);
}
console.log(`test-only exports: none new (${known.size} known, listed in tools/test-only-exports.baseline.txt)`);
