import { execFileSync } from 'node:child_process';
import { mkdtempSync, cpSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs the real dependency-cruiser with the project's own rule file over a fixture tree that
// breaks each layer rule once, exactly as `npm run lint` runs it over the real tree.
const root = resolve(__dirname, '../..');
let work: string;
let summary: ReturnType<typeof cruise>;

function cruise(): { violations: Array<{ rule: { name: string }; from: string; to: string }> } {
  const out = execFileSync(
    join(root, 'node_modules/.bin/depcruise'),
    ['--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', 'core', 'workbench', 'plugins', 'server'],
    { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return JSON.parse(out).summary;
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'layering-'));
  cpSync(join(root, 'tests/fixtures/layering'), work, { recursive: true });
  writeFileSync(join(work, 'tsconfig.json'), JSON.stringify({ compilerOptions: { moduleResolution: 'Bundler', module: 'ESNext' } }));
  cpSync(join(root, 'node_modules/rxjs'), join(work, 'node_modules/rxjs'), { recursive: true });
  cpSync(join(root, 'node_modules/react'), join(work, 'node_modules/react'), { recursive: true });
  summary = cruise();
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('layer rules (ARCHITECTURE.md section 2) are enforced by the lint step', () => {
  it.each([
    ['core imports only rxjs, luxon and zod', 'core-imports-only-rxjs-luxon-zod', 'core/imports-react.ts'],
    ['core imports no other layer', 'core-imports-no-other-layer', 'core/imports-workbench.ts'],
    ['a plugin never imports another plugin', 'plugin-imports-no-other-plugin', 'plugins/alpha/index.ts'],
    ['the server never imports a plugin', 'server-imports-no-browser-layer', 'server/imports-plugin.ts'],
    ['the kit never imports the host, shell or adapters', 'kit-imports-core-and-api-only', 'workbench/kit/imports-shell.ts'],
    ['shipping code never imports the test bed', 'production-code-imports-no-test-bed', 'plugins/beta/ships-doubles.ts'],
    ['no import cycle anywhere', 'no-circular', 'server/cycle/a.ts'],
  ])('%s', (_rule, ruleName, from) => {
    const { violations } = summary;
    expect(violations.map((v) => [v.rule.name, v.from])).toContainEqual([ruleName, from]);
  });

  it('allowed imports (core to rxjs, plugin to workbench/api) raise nothing', () => {
    const { violations } = summary;
    const allowed = violations.filter(
      (v) => v.from === 'core/clean.ts' || (v.from === 'plugins/alpha/index.ts' && v.to === 'workbench/api/index.ts'),
    );
    expect(allowed).toEqual([]);
  });

  it('the lint command exits non-zero on a violation', () => {
    expect(() =>
      execFileSync(join(root, 'node_modules/.bin/depcruise'), ['--config', join(root, '.dependency-cruiser.cjs'), 'core'], {
        cwd: work,
        stdio: 'ignore',
      }),
    ).toThrow();
  });
});
