import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { CPU_ANNOTATION, type CpuByProcess } from './process-cpu';

/** How many files the summary names: enough to see where the browser tests' minutes go. */
const SHOWN = 15;

/** The step kinds a test's time is told apart by: Playwright calls, assertions and named steps. */
const COUNTED_STEPS = new Set(['pw:api', 'expect', 'test.step']);

interface Lane {
  tests: number;
  busyMs: number;
  firstStart: number;
  lastEnd: number;
}

/**
 * Prints, after the run, each spec file's summed test time (fixtures included), the slowest first,
 * and each worker slot's busy time against the run's wall time, so CI's output says where the e2e
 * phase's minutes go (issue 31): in the tests, in the global setup before them (the build and the
 * seeded plant), or in a slot left idle while the other finishes its last files.
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly seconds = new Map<string, { s: number; tests: number }>();
  private readonly lanes = new Map<number, Lane>();
  private readonly stepKinds = new Map<string, { ms: number; count: number }>();
  /** CPU seconds by file and process kind (fixtures/index.ts's cpuAccount). */
  private readonly cpu = new Map<string, CpuByProcess>();
  private begin = Date.now();

  onBegin(): void {
    this.begin = Date.now();
  }

  /**
   * Each outermost counted step's time by its kind ("pw:api Screenshot", "test.step axe"), so the
   * summary says what the tests' seconds are spent on; a step inside a counted one is its parent's.
   */
  onStepEnd(_test: TestCase, _result: TestResult, step: TestStep): void {
    if (!COUNTED_STEPS.has(step.category)) return;
    for (let up = step.parent; up; up = up.parent) if (COUNTED_STEPS.has(up.category)) return;
    // An assertion's title is its message when it has one: assertions are one kind, waits for the product's states.
    const kind = step.category === 'expect' ? 'expect (waits for the product)' : `${step.category} ${step.title}`;
    const row = this.stepKinds.get(kind) ?? { ms: 0, count: 0 };
    row.ms += step.duration;
    row.count += 1;
    this.stepKinds.set(kind, row);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.slice(test.location.file.indexOf('tests/e2e/'));
    const row = this.seconds.get(file) ?? { s: 0, tests: 0 };
    row.s += result.duration / 1000;
    row.tests += 1;
    this.seconds.set(file, row);
    const cpu = result.annotations.find((a) => a.type === CPU_ANNOTATION)?.description;
    if (cpu) {
      const sums = this.cpu.get(file) ?? {};
      for (const [kind, seconds] of Object.entries(JSON.parse(cpu) as CpuByProcess)) sums[kind] = (sums[kind] ?? 0) + seconds;
      this.cpu.set(file, sums);
    }

    // A test that never ran (serial mode after a failure) has no worker slot.
    if (result.parallelIndex < 0) return;
    const start = result.startTime.getTime();
    const lane = this.lanes.get(result.parallelIndex) ?? { tests: 0, busyMs: 0, firstStart: start, lastEnd: start };
    lane.tests += 1;
    lane.busyMs += result.duration;
    lane.firstStart = Math.min(lane.firstStart, start);
    lane.lastEnd = Math.max(lane.lastEnd, start + result.duration);
    this.lanes.set(result.parallelIndex, lane);
  }

  onEnd(result: FullResult): void {
    const rows = [...this.seconds].sort((a, b) => b[1].s - a[1].s);
    if (rows.length === 0) return;
    const total = rows.reduce((sum, [, r]) => sum + r.s, 0);
    console.log(`\nslowest spec files (${rows.length} files, ${total.toFixed(0)} s of tests in all):`);
    for (const [file, r] of rows.slice(0, SHOWN)) console.log(`  ${r.s.toFixed(1).padStart(7)} s  ${String(r.tests).padStart(3)} tests  ${file}`);

    this.printCpu();

    console.log('\ntest time by step kind (outermost Playwright calls, assertions and named steps):');
    for (const [kind, r] of [...this.stepKinds].sort((a, b) => b[1].ms - a[1].ms).slice(0, SHOWN)) {
      console.log(`  ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${String(r.count).padStart(5)} x  ${kind}`);
    }

    // The run's duration counts the global setup (the build, the seeded plant) too: it starts before onBegin.
    const end = result.startTime.getTime() + result.duration;
    const s = (ms: number) => `${(ms / 1000).toFixed(0).padStart(5)} s`;
    console.log(`\nworker slots (the run: ${s(result.duration).trim()}, of which global setup ${s(this.begin - result.startTime.getTime()).trim()}):`);
    for (const [index, lane] of [...this.lanes].sort((a, b) => a[0] - b[0])) {
      const before = lane.firstStart - this.begin;
      const between = lane.lastEnd - lane.firstStart - lane.busyMs;
      const after = end - lane.lastEnd;
      console.log(`  slot ${index}: ${String(lane.tests).padStart(3)} tests, in tests ${s(lane.busyMs)}, before its first ${s(before)}, between tests ${s(between)}, idle at the end ${s(after)}`);
    }
  }

  /**
   * What the tests cost in CPU, by file and by process (Chromium's renderers, GPU, browser and network
   * processes, the servers): on a machine the suite keeps busy, CPU rather than wall time says what a
   * file costs the run. Processes a test starts and ends itself (a second context) are not counted.
   */
  private printCpu(): void {
    if (this.cpu.size === 0) return;
    const sum = (c: CpuByProcess) => Object.values(c).reduce((a, b) => a + b, 0);
    const kinds: CpuByProcess = {};
    for (const c of this.cpu.values()) for (const [k, v] of Object.entries(c)) kinds[k] = (kinds[k] ?? 0) + v;
    const byKind = Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
    console.log(`\nCPU seconds by spec file (${sum(kinds).toFixed(0)} in all: ${byKind}):`);
    for (const [file, c] of [...this.cpu].sort((a, b) => sum(b[1]) - sum(a[1])).slice(0, SHOWN)) {
      const parts = Object.entries(c).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
      console.log(`  ${sum(c).toFixed(1).padStart(7)} s  ${file}  (${parts})`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
