import { buildWorkbenchOnce, seedDefaultPlant } from './workbench-server';

/**
 * Builds the workbench once for the whole browser-test run; every spec's server serves that build.
 * Then seeds the default demo plant, which the workers' servers start on copies of.
 */
export default async function globalSetup(): Promise<void> {
  buildWorkbenchOnce();
  await seedDefaultPlant();
}
