import {
  addNode,
  assignEntity,
  createFlowLink,
  emptyDesign,
  resizeNode,
  ROOT_FLOW_ID,
  setNodeLabel,
  type Design,
  type KnownEntities,
  type Voxel,
} from '../../core/map-design';
import type { MapColour } from '../../core/model';
import type { PlannedEntity } from './plant-plan';

export interface DemoMap {
  name: string;
  design: Design;
  /** The first site's map is the company default; every demo map is public. */
  default: boolean;
}

const MACHINES_PER_ZONE = 60;
const ZONE_COLOURS: readonly MapColour[] = ['SteelBlue', 'ForestGreen', 'BurntOrange', 'DeepBlue', 'Olive'];

/** A filled rectangle of backdrop tiles (a zone's floor marking), inside the 30 x 20 default canvas. */
function floorPatch(x0: number, y0: number, w: number, h: number, color: MapColour): Voxel[] {
  const out: Voxel[] = [];
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) out.push({ x, y, z: 0, color });
  return out;
}

/**
 * The demo plant's floor map of one site: the ROOT level holds one zone node per area (labelled,
 * on a coloured floor patch) and the site's storage locations; each zone drills down (T) to a level
 * with its machines laid out in rows, every machine node assigned. Built with core's editing
 * functions, so it is a design the editor itself could have produced.
 */
export function planSiteMap(
  site: PlannedEntity,
  areas: readonly PlannedEntity[],
  machines: readonly PlannedEntity[],
  locations: readonly { key: string; name: string }[],
): Design {
  const known: KnownEntities = { machines: machines.map((m) => m.key), locations: locations.map((l) => l.key) };
  let design = emptyDesign();
  const rootVoxels: Voxel[] = [];
  areas.forEach((area, i) => {
    const x = 40 + i * 200;
    const added = addNode(design, ROOT_FLOW_ID, { position: { x, y: 40 }, size: { width: 160, height: 120 }, label: area.name });
    design = added.design;
    rootVoxels.push(...floorPatch(2 + i * 10, 2, 8, 6, ZONE_COLOURS[i % ZONE_COLOURS.length]!));
    const link = createFlowLink(design, added.node.id, 'T');
    design = link.design;
    // At benchmark sizes a zone holds thousands of machines; the demo map shows the first 60.
    const inArea = machines.filter((m) => m.parentKey === area.key).slice(0, MACHINES_PER_ZONE);
    inArea.forEach((machine, j) => {
      const col = j % 6;
      const row = Math.floor(j / 6);
      const m = addNode(design, link.flowId, { position: { x: 40 + col * 120, y: 40 + row * 100 }, size: { width: 80, height: 60 }, label: machine.name });
      design = assignEntity(m.design, m.node.id, 'MACHINE', machine.key, known);
    });
    const helper = design.flowHelpers[link.flowId]!;
    design = { ...design, flowHelpers: { ...design.flowHelpers, [link.flowId]: { ...helper, color: ZONE_COLOURS[i % ZONE_COLOURS.length]!, voxels: floorPatch(1, 1, 28, 2, 'CoolGray') } } };
  });
  locations.forEach((location, i) => {
    const added = addNode(design, ROOT_FLOW_ID, { position: { x: 40 + i * 100, y: 240 }, label: location.name });
    design = resizeNode(added.design, added.node.id, { width: 80, height: 40 });
    design = setNodeLabel(design, added.node.id, location.name);
    design = assignEntity(design, added.node.id, 'LOCATION', location.key, known);
  });
  const root = design.flowHelpers[ROOT_FLOW_ID]!;
  design = { ...design, flowHelpers: { ...design.flowHelpers, [ROOT_FLOW_ID]: { ...root, color: 'DarkGray', voxels: [...rootVoxels, ...floorPatch(2, 12, 26, 2, 'Charcoal')] } } };
  return design;
}

/** One map per site, named '<site> Floor'; locations are shared out between the sites in turn. */
export function planDemoMaps(plan: {
  sites: readonly PlannedEntity[];
  areas: readonly PlannedEntity[];
  machines: readonly PlannedEntity[];
  locations: readonly { key: string; name: string }[];
}): DemoMap[] {
  return plan.sites.map((site, i) => {
    const areas = plan.areas.filter((a) => a.parentKey === site.key);
    const areaKeys = new Set(areas.map((a) => a.key));
    const machines = plan.machines.filter((m) => m.parentKey !== null && areaKeys.has(m.parentKey));
    const locations = plan.locations.filter((_, j) => j % plan.sites.length === i);
    return { name: `${site.name} Floor`, design: planSiteMap(site, areas, machines, locations), default: i === 0 };
  });
}
