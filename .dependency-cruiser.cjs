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
      name: 'plugin-imports-only-core-and-workbench-api',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^(workbench/(?!api/)|server/)' },
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
