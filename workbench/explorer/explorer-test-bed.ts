import { explorerModule } from './explorer.module';
import { createTestBedWithModule, type TestBedOptions } from '../testing/test-bed';

/** The explorer's view-models over the real core services (nav store, presets) with test doubles around them. */
export function explorerTestBed(options: TestBedOptions = {}) {
  return createTestBedWithModule({ id: 'explorer-panel', title: 'Data Explorer', contributes: {} }, explorerModule, options);
}
