import { buildWorkbenchOnce } from './workbench-server';

/** Builds the workbench once for the whole browser-test run; every spec's server serves that build. */
export default function globalSetup(): void {
  buildWorkbenchOnce();
}
