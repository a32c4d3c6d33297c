import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';

export const CHILD_CATEGORY: Record<string, 'SITE' | 'AREA' | 'MACHINE' | undefined> = { COMPANY: 'SITE', SITE: 'AREA', AREA: 'MACHINE', MACHINE: undefined };
export const PARENT_CATEGORY: Record<string, string> = { SITE: 'COMPANY', AREA: 'SITE', MACHINE: 'AREA' };

export interface EntityTreeNode {
  key: string;
  data: SetupRow;
  children: EntityTreeNode[];
}

/** The flat /v1/entity/ rows as a tree under the company, children by name (TreeTable nodes). */
export function entityTree(rows: readonly SetupRow[]): EntityTreeNode[] {
  const nodes = new Map(rows.map((r) => [String(r.euid), { key: String(r.euid), data: r, children: [] as EntityTreeNode[] }]));
  const roots: EntityTreeNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.data.parent ? nodes.get(String(n.data.parent)) : undefined;
    (parent ? parent.children : roots).push(n);
  }
  const sort = (list: EntityTreeNode[]) => {
    list.sort((a, b) => String(a.data.name).localeCompare(String(b.data.name)));
    list.forEach((c) => sort(c.children));
  };
  sort(roots);
  return roots;
}

/** The entities a row of this category may sit under: one level up. */
export function parentChoices(rows: readonly SetupRow[], category: string): Array<{ value: string; label: string }> {
  const want = PARENT_CATEGORY[category];
  return rows.filter((r) => r.category === want).map((r) => ({ value: String(r.euid), label: `${String(r.name)} (${String(r.key)})` })).sort((a, b) => a.label.localeCompare(b.label));
}

/** A move (new parent), a key or time-zone change or switching on/off changes the results; a new entity has none yet. */
export function needsRegeneration(before: SetupRow | undefined, after: Record<string, unknown>): boolean {
  if (!before) return false;
  return before.parent !== after.parent || before.timezone !== after.timezone || before.enabled !== after.enabled || before.key !== after.key;
}

/** The tree in reading order (parents before children), each row with its depth below the company. */
export function flattenTree(nodes: readonly EntityTreeNode[], level = 0): Array<SetupRow & { level: number }> {
  return nodes.flatMap((n) => [{ ...n.data, level }, ...flattenTree(n.children, level + 1)]);
}
