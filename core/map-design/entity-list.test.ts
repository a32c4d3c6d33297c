import { describe, expect, it } from 'vitest';
import { assignEntity } from './assignment';
import { addNode } from './design-nodes';
import { filterEntityList } from './entity-list';
import { ROOT_FLOW_ID } from './map-design-types';
import { emptyDesign } from './new-design';

const machines = [{ key: 'M1', name: 'Press 1' }, { key: 'M2', name: 'Lathe' }, { key: 'M3', name: 'Press 2' }];
const design = assignEntity(addNode(emptyDesign(), ROOT_FLOW_ID, { position: { x: 0, y: 0 } }).design, '1', 'MACHINE', 'M1', { machines: ['M1', 'M2', 'M3'], locations: [] });

describe('designer sidebar lists (spec 2.2 Map editor)', () => {
  it.each([
    ['ALL', '', ['M1', 'M2', 'M3']],
    ['ASSIGNED', '', ['M1']],
    ['UNASSIGNED', '', ['M2', 'M3']],
    ['ALL', 'press', ['M1', 'M3']],
    ['UNASSIGNED', 'PRESS', ['M3']],
  ] as const)('the %s filter with search %j', (filter, search, keys) => {
    expect(filterEntityList(machines, design, 'MACHINE', filter, search).map((m) => m.key)).toEqual(keys);
  });
});
