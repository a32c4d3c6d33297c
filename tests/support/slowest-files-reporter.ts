import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many files the summary names: enough to see where a phase's time goes. */
const SHOWN = 15;

/**
 * Prints, after the run, the files that took longest (import, setup and tests), so CI's output says
 * where a phase's minutes go (issue 31) without reading the whole log.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const seconds = (m: TestModule) => {
      const d = m.diagnostic();
      return (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000;
    };
    const rows = modules.map((m) => ({ file: relative(process.cwd(), m.moduleId), s: seconds(m) })).sort((a, b) => b.s - a.s);
    if (rows.length === 0) return;
    const total = rows.reduce((sum, r) => sum + r.s, 0);
    console.log(`\nslowest test files (${rows.length} files, ${total.toFixed(0)} s in all):`);
    for (const r of rows.slice(0, SHOWN)) console.log(`  ${r.s.toFixed(1).padStart(7)} s  ${r.file}`);
    // Integration files carry their CPU (tests/support/file-cpu.ts): on a busy CI machine, what a file costs the run.
    const cpu = modules.map((m) => ({ file: relative(process.cwd(), m.moduleId), s: m.meta().cpuSeconds })).filter((r): r is { file: string; s: number } => r.s !== undefined);
    if (cpu.length === 0) return;
    cpu.sort((a, b) => b.s - a.s);
    console.log(`\nCPU seconds by test file (this process and its exited children; ${cpu.reduce((sum, r) => sum + r.s, 0).toFixed(0)} in all):`);
    for (const r of cpu.slice(0, SHOWN)) console.log(`  ${r.s.toFixed(1).padStart(7)} s  ${r.file}`);
  }
}
