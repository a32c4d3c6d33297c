import { afterAll, beforeAll } from 'vitest';
import { procCpuSeconds } from '../../server/kit/proc-cpu';

declare module 'vitest' {
  interface TaskMeta {
    /** CPU seconds the file cost this process and the children it waited for (slowest-files-reporter prints it). */
    cpuSeconds?: number;
  }
}

/** This process's user and system CPU seconds, with its waited-for children's (0 without /proc). */
const processAndChildrenCpu = (): number => procCpuSeconds('self', { children: true }) ?? 0;

/**
 * Integration setup file: the files run in turn in one process, so the process's CPU across a file is
 * the file's (its databases' threads, its servers once exited): what each file costs a busy CI run
 * beside its wall time (issue 31). PostgreSQL's own processes are not counted.
 */
let started = 0;
beforeAll(() => {
  started = processAndChildrenCpu();
});
// eslint-disable-next-line no-empty-pattern -- vitest reads a hook's first argument as the fixtures it wants (none); the file is the second
afterAll(({}, suite) => {
  suite.file.meta.cpuSeconds = processAndChildrenCpu() - started;
});
