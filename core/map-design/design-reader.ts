import { z } from 'zod';
import { MAP_COLOURS } from '../model';
import { snapSide } from './grid';
import { INVALID_MAP_DESIGN_DATA } from '../errors';
import type { Backdrop, Design, Flow, MapNode, Xref } from './map-design-types';
import { DIRECTIONS, linkField, ROOT_FLOW_ID } from './map-design-types';
import { defaultBackdrop } from './new-design';

const looseSize = z.object({ width: z.number().optional(), height: z.number().optional() });
const rawNode = z.object({
  id: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String),
  position: z.object({ x: z.number(), y: z.number() }),
  dimensions: looseSize.optional(),
  style: looseSize.optional(),
  data: z
    .object({
      extra: z
        .object({
          label: z.string().default(''),
          link_n: z.string().default(''),
          link_e: z.string().default(''),
          link_s: z.string().default(''),
          link_w: z.string().default(''),
          link_t: z.string().default(''),
        })
        .default({ label: '', link_n: '', link_e: '', link_s: '', link_w: '', link_t: '' }),
    })
    .default({ extra: { label: '', link_n: '', link_e: '', link_s: '', link_w: '', link_t: '' } }),
});
const voxel = z.object({ x: z.number().int(), y: z.number().int(), z: z.number().int(), color: z.enum(MAP_COLOURS) });
const backdrop = z.object({ width: z.number().int(), height: z.number().int(), color: z.enum(MAP_COLOURS), voxels: z.array(voxel).default([]) });
const twoWay = z.object({ key_to_node: z.record(z.string(), z.string()), node_to_key: z.record(z.string(), z.string()) });
// A one-way key -> node map is accepted too and made two-way.
const xref = z
  .union([twoWay.transform((x) => Object.entries(x.key_to_node)), z.record(z.string(), z.string()).transform((r) => Object.entries(r))])
  .optional();
const rawDesign = z.object({
  flows: z.record(z.string(), z.object({ nodes: z.array(rawNode) })),
  flowHelpers: z.record(z.string(), backdrop).default({}),
  machine_xref: xref,
  location_xref: xref,
  last_node_id: z.number().int().nonnegative().default(0),
});

type RawNode = z.output<typeof rawNode>;

function sizeOf(n: RawNode): { width: number; height: number } | null {
  const width = n.style?.width ?? n.dimensions?.width;
  const height = n.style?.height ?? n.dimensions?.height;
  if (width === undefined || height === undefined || !(width > 0) || !(height > 0)) return null;
  return { width, height };
}

function cleanXref(pairs: Array<[string, string]> | undefined, nodeIds: Set<string>, what: string, warnings: string[]): Xref {
  const out: Xref = { key_to_node: {}, node_to_key: {} };
  for (const [key, node] of pairs ?? []) {
    if (!nodeIds.has(node)) {
      warnings.push(`The ${what} ${key} pointed at missing node ${node} and was unassigned`);
    } else if (out.node_to_key[node] === undefined) {
      out.key_to_node[key] = node;
      out.node_to_key[node] = key;
    } else {
      warnings.push(`Node ${node} held more than one ${what}; ${key} was unassigned`);
    }
  }
  return out;
}

/** A link to a flow that does not exist would drill into nothing; it is cleared. */
function clearDanglingLinks(flows: Record<string, Flow>, warnings: string[]): void {
  for (const flow of Object.values(flows)) {
    flow.nodes = flow.nodes.map((n) => {
      let extra = n.data.extra;
      for (const d of DIRECTIONS) {
        const field = linkField(d);
        const target = extra[field];
        if (target !== '' && (target === ROOT_FLOW_ID || !flows[target])) {
          warnings.push(`Node ${n.id} linked ${d} to missing flow ${target}; the link was cleared`);
          extra = { ...extra, [field]: '' };
        }
      }
      return extra === n.data.extra ? n : { ...n, data: { extra } };
    });
  }
}

/**
 * Reads a stored design. Nodes without a width or height are skipped with a warning, sizes are
 * rounded to the 20 px grid, and assignments to missing nodes and links to missing flows are dropped. Anything else that does
 * not fit the shape is refused with 'Invalid map design data'.
 */
export function readDesign(raw: unknown): { design: Design; warnings: string[] } {
  const parsed = rawDesign.safeParse(raw);
  if (!parsed.success || !parsed.data.flows[ROOT_FLOW_ID]) throw new Error(INVALID_MAP_DESIGN_DATA);
  const warnings: string[] = [];
  const ids = new Set<string>();
  const flows: Record<string, Flow> = {};
  for (const [flowId, flow] of Object.entries(parsed.data.flows)) {
    const nodes: MapNode[] = [];
    for (const n of flow.nodes) {
      if (ids.has(n.id)) throw new Error(INVALID_MAP_DESIGN_DATA);
      const size = sizeOf(n);
      if (!size) {
        warnings.push(`Node ${n.id} in flow ${flowId} has no width or height and was skipped`);
        continue;
      }
      ids.add(n.id);
      const s = { width: snapSide(size.width), height: snapSide(size.height) };
      nodes.push({ id: n.id, position: n.position, dimensions: { ...s }, style: { ...s }, data: { extra: n.data.extra } });
    }
    flows[flowId] = { nodes };
  }
  clearDanglingLinks(flows, warnings);
  const flowHelpers: Record<string, Backdrop> = {};
  for (const flowId of Object.keys(flows)) flowHelpers[flowId] = parsed.data.flowHelpers[flowId] ?? defaultBackdrop();
  const highest = Math.max(parsed.data.last_node_id, ...[...ids].map(Number));
  return {
    design: {
      flows,
      flowHelpers,
      machine_xref: cleanXref(parsed.data.machine_xref, ids, 'machine', warnings),
      location_xref: cleanXref(parsed.data.location_xref, ids, 'location', warnings),
      last_node_id: highest,
    },
    warnings,
  };
}

/** The design as it is saved: the same reading rules, so what is saved reads back unchanged. */
export function designForSave(design: Design): { design: Design; warnings: string[] } {
  return readDesign(design);
}
