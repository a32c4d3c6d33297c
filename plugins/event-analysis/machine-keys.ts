import type { EntityNode } from '../../core/model';

/** The machines under an entity (itself when it is a machine), by key, with the zone their shifts run in. */
export function machinesUnder(node: EntityNode): Array<{ key: string; timezone: string }> {
  const machines = new Map<string, string>();
  const walk = (n: EntityNode) => {
    const children = n.children ?? [];
    if (children.length === 0 && n.key) machines.set(n.key, n.timezone);
    children.forEach(walk);
  };
  walk(node);
  return [...machines.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, timezone]) => ({ key, timezone }));
}

