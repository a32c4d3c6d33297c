import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many files the summary names: enough to see where the browser tests' minutes go. */
const SHOWN = 15;

/**
 * Prints, after the run, each spec file's summed test time (fixtures included), the slowest first,
 * so CI's output says where the e2e phase's minutes go (issue 31).
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly seconds = new Map<string, { s: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.slice(test.location.file.indexOf('tests/e2e/'));
    const row = this.seconds.get(file) ?? { s: 0, tests: 0 };
    row.s += result.duration / 1000;
    row.tests += 1;
    this.seconds.set(file, row);
  }

  onEnd(): void {
    const rows = [...this.seconds].sort((a, b) => b[1].s - a[1].s);
    if (rows.length === 0) return;
    const total = rows.reduce((sum, [, r]) => sum + r.s, 0);
    console.log(`\nslowest spec files (${rows.length} files, ${total.toFixed(0)} s of tests in all):`);
    for (const [file, r] of rows.slice(0, SHOWN)) console.log(`  ${r.s.toFixed(1).padStart(7)} s  ${String(r.tests).padStart(3)} tests  ${file}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
