import { explorerModule } from './explorer.module';
import { createTestBed, type TestBedOptions } from '../api/test-bed';

/** The explorer's view-models over the real core services (nav store, presets) with test doubles around them. */
export function explorerTestBed(options: TestBedOptions = {}) {
  return createTestBed({ id: 'explorer-panel', title: 'Data Explorer', module: explorerModule, contributes: {} }, options);
}
