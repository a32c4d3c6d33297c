// The layer rules of ARCHITECTURE.md section 2. `npm run lint` fails on any violation;
// tests/unit/layering.test.ts proves that a forbidden import really fails.
const UI_PACKAGES =
  '(react|react-dom|react-router|mobx|mobx-react-lite|inversify|@apollo|primereact|pixi\\.js|@pixi|three|plotly\\.js|react-plotly\\.js|ag-grid-[a-z]+|exceljs|jspdf|@auth0)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-rxjs-luxon-zod',
      comment: 'core/ is the headless domain: it may use rxjs, luxon, zod and other core files only.',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'], pathNot: 'node_modules/(rxjs|luxon|zod|vitest)(/|$)' },
    },
    {
      name: 'core-imports-no-other-layer',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(workbench|plugins|server|public|tests)/' },
    },
    {
      name: 'workbench-imports-no-plugin',
      comment: 'Only the composition root (workbench/main.tsx) knows the plugin list.',
      severity: 'error',
      from: { path: '^workbench/', pathNot: '^workbench/main\\.tsx$' },
      to: { path: '^plugins/' },
    },
    {
      name: 'plugin-imports-only-core-and-workbench-api-kit',
      comment: 'A plugin sees the contract (workbench/api), the building blocks (workbench/kit) and, in its tests, workbench/testing.',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^(workbench/(?!(api|kit|testing)/)|server/)' },
    },
    {
      name: 'api-is-the-contract-only',
      comment: 'workbench/api holds manifest types, tokens and hooks: it imports core and itself, no workbench internals.',
      severity: 'error',
      from: { path: '^workbench/api/' },
      to: { path: '^workbench/(?!(api|testing)/)' },
    },
    {
      name: 'kit-imports-core-and-api-only',
      comment: 'workbench/kit builds on the contract; the host, adapters and shell stay out of reach.',
      severity: 'error',
      from: { path: '^workbench/kit/' },
      to: { path: '^workbench/(?!(api|kit|testing)/)' },
    },
    {
      name: 'production-code-imports-no-test-bed',
      comment: 'workbench/testing assembles doubles for tests; shipping code never loads it.',
      severity: 'error',
      from: { path: '^(core|workbench|plugins|server)/', pathNot: '(\\.test\\.tsx?$|/test-support\\.tsx?$|-test-bed\\.tsx?$|^workbench/testing/)' },
      to: { path: '^workbench/testing/' },
    },
    {
      name: 'no-circular',
      comment: 'An import cycle makes load order matter and a module impossible to read alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'plugin-imports-no-other-plugin',
      severity: 'error',
      from: { path: '^plugins/([^/]+)/' },
      to: { path: '^plugins/', pathNot: ['^plugins/$1/', '^plugins/index\\.ts$'] },
    },
    {
      name: 'server-imports-no-browser-layer',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: `^(workbench|plugins)/|node_modules/${UI_PACKAGES}(/|$)` },
    },
    {
      name: 'workbench-and-plugins-import-no-server',
      severity: 'error',
      from: { path: '^(workbench|plugins)/' },
      to: { path: '^server/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|tests/fixtures)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
