import { VirtualTimeScheduler } from 'rxjs';
import { createTestBedWithModule, type TestBedOptions } from '../testing/test-bed';
import type { PluginManifest } from '../api/manifest';

const SHELL_UNDER_TEST: PluginManifest = { id: 'shell-under-test', title: 'Shell', contributes: {} };

/**
 * A test bed for the shell's own components: the real core services over test doubles, with a
 * virtual-time scheduler that a test advances with `advanceTo(ms)` (never real waiting).
 */
export function createShellTestBed(options: Omit<TestBedOptions, 'scheduler'> = {}) {
  const scheduler = new VirtualTimeScheduler(undefined, 0);
  const bed = createTestBedWithModule(SHELL_UNDER_TEST, undefined, { ...options, scheduler });
  return {
    ...bed,
    scheduler,
    /** Runs every timer due up to `ms` of virtual time. */
    advanceTo(ms: number): void {
      scheduler.maxFrames = ms;
      scheduler.flush();
    },
  };
}
