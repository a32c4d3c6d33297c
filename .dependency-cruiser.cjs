// The layer rules of ARCHITECTURE.md section 2. `npm run lint` fails on any violation;
// tests/unit/layering.test.ts proves that a forbidden import really fails.
const UI_PACKAGES =
  '(react|react-dom|react-router|mobx|mobx-react-lite|inversify|@apollo|primereact|pixi\\.js|@pixi|three|plotly\\.js|react-plotly\\.js|ag-grid-[a-z]+|exceljs|jspdf|@auth0)';
// exceljs writes files in Node as well: the server streams report exports with it (issue 33 point 3).
const BROWSER_ONLY_PACKAGES = UI_PACKAGES.replace('|exceljs', '');

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
      to: { path: '^workbench/(?!(api|kit|testing)/)' },
    },
    {
      name: 'plugin-common-imports-core-and-own-common',
      comment: "plugins/<id>/common holds a feature's maths and schemas, shared by its browser and server parts: core and its own common only.",
      severity: 'error',
      from: { path: '^plugins/([^/]+)/common/' },
      to: { path: '^(workbench|server|plugins|public|tests)/', pathNot: '^plugins/$1/common/' },
    },
    {
      name: 'plugin-common-imports-only-rxjs-luxon-zod',
      comment: 'plugins/<id>/common runs in the browser and on the server alike: no UI or Node library, as core.',
      severity: 'error',
      from: { path: '^plugins/[^/]+/common/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'], pathNot: 'node_modules/(rxjs|luxon|zod|vitest)(/|$)' },
    },
    {
      name: 'plugin-server-imports-core-server-kit-own-common',
      comment: "plugins/<id>/server: core, the server kit (server/ minus the host's feature list and start-up), its own server and common parts, Node libraries.",
      severity: 'error',
      from: { path: '^plugins/([^/]+)/server/' },
      to: { path: '^(workbench/|plugins/|public/|server/(features|route-modules|main|seed-cli)\\.ts$)', pathNot: '^plugins/$1/(server|common)/' },
    },
    {
      name: 'plugin-server-imports-no-ui-library',
      severity: 'error',
      from: { path: '^plugins/[^/]+/server/' },
      to: { path: `node_modules/${UI_PACKAGES}(/|$)` },
    },
    {
      name: 'plugin-browser-imports-no-server',
      comment: 'The browser part of a plugin (everything outside its server/ and common/) never loads server code, its own server part included.',
      severity: 'error',
      from: { path: '^plugins/', pathNot: '^plugins/[^/]+/(server|common)/' },
      to: { path: '^(server/|plugins/[^/]+/server/)' },
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
      comment: "The server never loads browser code: no workbench, no UI library, no plugin file outside a plugin's server/ and common/.",
      severity: 'error',
      from: { path: '^server/' },
      to: { path: `^workbench/|^plugins/(?![^/]+/(server|common)/)|node_modules/${BROWSER_ONLY_PACKAGES}(/|$)` },
    },
    {
      name: 'server-reaches-features-through-the-list',
      comment: "Only the host's feature list (server/features.ts) names the features' server parts; the rest of the server reads the list.",
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/features\\.ts$' },
      to: { path: '^plugins/' },
    },
    {
      name: 'workbench-imports-no-server',
      severity: 'error',
      from: { path: '^workbench/' },
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
