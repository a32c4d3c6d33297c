import type { EntityNode } from '../../core/model';

/** Every node of a tree, depth first. */
export function flattenEntities(root: EntityNode | null): EntityNode[] {
  if (!root) return [];
  return [root, ...(root.children ?? []).flatMap((c) => flattenEntities(c))];
}

export function findEntity(root: EntityNode | null, euid: string): EntityNode | undefined {
  return flattenEntities(root).find((n) => n.euid === euid);
}

/** The entity search of the explorer (document 1 §2): matches flattened and sorted by name. */
export function searchEntities(root: EntityNode | null, text: string): EntityNode[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [];
  return flattenEntities(root)
    .filter((n) => [n.name, n.key, n.desc].some((v) => (v ?? '').toLowerCase().includes(needle)))
    .sort((a, b) => a.name.localeCompare(b.name));
}
