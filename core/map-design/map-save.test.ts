import { describe, expect, it } from 'vitest';
import { addNode } from './design-nodes';
import { canEditMap, prepareMapSave, type MapSaveRequest } from './map-save';
import { ROOT_FLOW_ID } from './map-design-types';
import { newMapDesign } from './new-design';

const author = { first_name: 'Ada', last_name: 'Lovelace', comp_prof: 'CP1' };
const hall = { ...newMapDesign('Hall', author), euid: 'MD1' };
const plant = { ...newMapDesign('Plant', author), euid: 'MD2', default: true };
const edited = addNode(hall.design, ROOT_FLOW_ID, { position: { x: 0, y: 0 } }).design;
const request: MapSaveRequest = { maps: [hall, plant], activeMapName: 'Hall', mapName: 'Hall', design: edited, role: 'USER' };

describe('map save (spec 1.5, 1.8, 2.4, 2.6)', () => {
  it('saves the active map with its preset fields and the edited design', () => {
    const { mapdesign } = prepareMapSave(request);
    expect(mapdesign).toMatchObject({ euid: 'MD1', name: 'Hall', author_last_name: 'Lovelace', default: false });
    expect(mapdesign.design.flows[ROOT_FLOW_ID]!.nodes).toHaveLength(1);
  });

  it.each<[string, Partial<MapSaveRequest>, string]>([
    ['the map is not the active one', { activeMapName: 'Plant' }, 'Cannot save map data for map Hall because it is not the active map!'],
    ['there is no design', { design: null }, 'No active map data!'],
    ['the active map preset does not exist', { maps: [plant] }, 'No active map preset found'],
    ['the design is invalid', { design: { flows: {} } as never }, 'Invalid map design data'],
    ['a non-admin saves the default map', { activeMapName: 'Plant', mapName: 'Plant' }, 'You are a non-admin and cannot edit the default map!'],
  ])('save is refused when %s', (_c, patch, message) => {
    expect(() => prepareMapSave({ ...request, ...patch })).toThrow(message);
  });

  it('an admin may save the default map', () => {
    expect(prepareMapSave({ ...request, activeMapName: 'Plant', mapName: 'Plant', role: 'ADMIN' }).mapdesign.euid).toBe('MD2');
  });

  it.each([
    ['ADMIN', true, true],
    ['MANAGER', true, false],
    ['USER', true, false],
    ['USER', false, true],
  ] as const)('non-admins cannot edit the default map (%s, default %s -> %s)', (role, isDefault, allowed) => {
    expect(canEditMap({ default: isDefault }, role)).toBe(allowed);
  });
});
