import type { EntityNode } from '../../core/model';
import type { Queryable } from '../db/database';

export interface EntityRow {
  id: number;
  euid: string;
  name: string;
  key: string;
  desc: string;
  category: string;
  parent_id: number | null;
  depth: number;
  enabled: boolean;
  timezone: string;
}

export async function companyEntities(db: Queryable, companyId: number): Promise<EntityRow[]> {
  const { rows } = await db.query<EntityRow>(
    `SELECT id, euid, name, key, "desc", category, parent_id, depth, enabled, timezone
       FROM bigbrain_entity WHERE _company_id = $1 ORDER BY depth, name, id`,
    [companyId],
  );
  return rows;
}

/**
 * The company's entity tree as nested nodes. max_depth is the deepest level below a node (a
 * machine's is its own depth), which the explorer uses to know how far a selection can drill.
 */
export function buildEntityTree(rows: readonly EntityRow[]): EntityNode | undefined {
  const byId = new Map<number, EntityNode>();
  const euidOf = new Map<number, string>();
  for (const r of rows) euidOf.set(r.id, r.euid);
  for (const r of rows) {
    byId.set(r.id, {
      euid: r.euid,
      name: r.name,
      key: r.key,
      desc: r.desc,
      category: r.category,
      children: [],
      parent: r.parent_id === null ? null : (euidOf.get(r.parent_id) ?? null),
      depth: r.depth,
      max_depth: r.depth,
      enabled: r.enabled,
      timezone: r.timezone,
    });
  }
  let root: EntityNode | undefined;
  for (const r of rows) {
    const node = byId.get(r.id)!;
    const parent = r.parent_id === null ? undefined : byId.get(r.parent_id);
    if (parent) parent.children.push(node);
    else if (r.category === 'COMPANY' && !root) root = node;
  }
  if (root) setMaxDepth(root);
  return root;
}

function setMaxDepth(node: EntityNode): number {
  let max = node.depth;
  for (const child of node.children) max = Math.max(max, setMaxDepth(child));
  node.max_depth = max;
  return max;
}
