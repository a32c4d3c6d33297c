import { describe, expect, it } from 'vitest';
import { addNode, assignEntity, createFlowLink, emptyDesign, ROOT_FLOW_ID, setNodeLabel, type MapDesign } from '../../core/map-design';
import { NavStore } from '../../core/navigation';
import { oeeMetrics, totalsOf } from '../../core/oee';
import type { TableRow } from '../../core/table-query';
import { MapDesigns } from '../../workbench/api';
import { createTestBed, RecordingRows } from '../../workbench/testing';
import { explorerMap } from './manifest';
import { MapRowsSource } from './map-rows-source';
import { MapViewerViewModel } from './map-viewer.view-model';

function floorMap(name: string, isDefault: boolean): MapDesign {
  let design = emptyDesign();
  const zone = addNode(design, ROOT_FLOW_ID, { position: { x: 40, y: 40 }, size: { width: 160, height: 120 }, label: 'Stamping' });
  const link = createFlowLink(zone.design, zone.node.id, 'T');
  const press = addNode(link.design, link.flowId, { position: { x: 40, y: 40 }, size: { width: 80, height: 60 } });
  design = setNodeLabel(assignEntity(press.design, press.node.id, 'MACHINE', 'P1', { machines: ['P1'], locations: [] }), press.node.id, 'Press 1');
  return { name, euid: name, author_first_name: 'A', author_last_name: 'B', author_comp_prof: '', default: isDefault, public: true, favorite: false, design } as MapDesign;
}

class ListedMaps implements MapDesigns {
  constructor(private readonly maps: MapDesign[]) {}
  list = async () => this.maps;
  create = async () => this.maps;
  update = async () => this.maps;
  remove = async () => this.maps;
}

const summary = { shift_key: 'SUMMARY', shift_date: '2025-03-03', entity: { key: 'P1' }, scheduled_secs: 28800, planned_down_secs: 0, unplanned_down_secs: 3600, ideal_secs: 18000, good_secs: 17000, units_produced: '900', units_scrapped: '5', units_rejected: '0', units_reworked: '0' };
const settle = () => new Promise((r) => setTimeout(r, 5));

async function setup(maps: MapDesign[], rows: TableRow[] = [summary]) {
  const source = new RecordingRows(rows);
  const bed = await createTestBed(explorerMap, { session: { isBigBrain: true }, overrides: [[MapDesigns, new ListedMaps(maps)], [MapRowsSource, source]] });
  const store = bed.get<NavStore>(NavStore);
  store.setKeepCurrent(false);
  store.selectSingleDay('2025-03-03');
  const vm = bed.get(MapViewerViewModel);
  await settle();
  return { vm, store, source };
}

describe('MapViewerViewModel (document 2 §2 Map viewer)', () => {
  it('opens the default map at ROOT; the level trail reads ROOT, then Lvl 1 after drilling into a zone, and drills back', async () => {
    const { vm } = await setup([floorMap('Other', false), floorMap('North Floor', true)]);
    expect(vm.activeMap?.name).toBe('North Floor');
    expect(vm.levels.map((l) => l.label)).toEqual(['ROOT']);
    const zone = vm.nodes[0]!;
    expect(zone.label).toBe('Stamping');
    vm.drillInto(zone.links.find((l) => l.direction === 'T')!.flowId);
    await settle();
    expect(vm.levels.map((l) => l.label)).toEqual(['ROOT', 'Lvl 1']);
    expect(vm.nodes.map((n) => n.label)).toEqual(['Press 1']);
    vm.drillBackTo(0);
    expect(vm.levels.map((l) => l.label)).toEqual(['ROOT']);
  });

  it("a machine node's card shows the visible metrics from the map query, with the graph's maths", async () => {
    const { vm, source } = await setup([floorMap('North Floor', true)]);
    expect(JSON.stringify(source.requests[0]!.where)).toContain('"_in":["P1"]');
    vm.drillInto(vm.nodes[0]!.links[0]!.flowId);
    const card = vm.nodes[0]!.card!;
    expect(card.map((m) => m.metric)).toEqual(['EFFICIENCY', 'PERFORMANCE', 'AVAILABILITY', 'QUALITY']);
    expect(card[0]!.value).toBeCloseTo(oeeMetrics(totalsOf(summary)).efficiency * 100);
  });

  it('a new question (another day) shows the map busy until its rows are in, so its figures are never read from the last answer', async () => {
    const { vm, store } = await setup([floorMap('North Floor', true)]);
    expect(vm.dataStatus).toBe('ready');
    store.selectSingleDay('2025-03-04');
    expect(vm.dataStatus).toBe('loading');
    await settle();
    expect(vm.dataStatus).toBe('ready');
  });

  it('the map picker (mapState.activeMapName) chooses the map and the trail starts again at ROOT', async () => {
    const { vm, store } = await setup([floorMap('North Floor', true), floorMap('South Floor', false)]);
    vm.drillInto(vm.nodes[0]!.links[0]!.flowId);
    store.setMapState({ activeMapName: 'South Floor' });
    expect(vm.activeMap?.name).toBe('South Floor');
    expect(vm.levels.map((l) => l.label)).toEqual(['ROOT']);
  });

  it('the level is kept in the navigation state, so a shared view (a new viewer on that state) opens at its level', async () => {
    const { vm, store } = await setup([floorMap('North Floor', true)]);
    vm.drillInto(vm.nodes[0]!.links.find((l) => l.direction === 'T')!.flowId);
    expect(store.state.mapState.trail).toEqual(vm.trail);
    vm.dispose();
    const reopened = await setup([floorMap('North Floor', true)]);
    reopened.store.setMapState({ trail: store.state.mapState.trail });
    expect(reopened.vm.levels.map((l) => l.label)).toEqual(['ROOT', 'Lvl 1']);
    expect(reopened.vm.nodes.map((n) => n.label)).toEqual(['Press 1']);
  });

  it('a kept level the map does not have (the map was redrawn since) opens the top level', async () => {
    const { vm, store } = await setup([floorMap('North Floor', true)]);
    store.setMapState({ trail: ['ROOT', 'no-such-level'] });
    expect(vm.levels.map((l) => l.label)).toEqual(['ROOT']);
    expect(vm.nodes[0]!.label).toBe('Stamping');
  });

  it("with no map, 'Click me to create a map!' switches to map design mode", async () => {
    const { vm, store } = await setup([]);
    expect(vm.activeMap).toBeNull();
    vm.createMap();
    expect(store.state.explorerMode).toBe('MAP_DESIGN');
    vm.dispose();
  });
});
