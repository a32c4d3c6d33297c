import type { EntityNode } from '../../core/model';

/** The machine keys under an entity (itself when it is a machine): the event query's machine_key list. */
export function machineKeysUnder(node: EntityNode): string[] {
  const keys: string[] = [];
  const walk = (n: EntityNode) => {
    const children = n.children ?? [];
    if (children.length === 0 && n.key) keys.push(n.key);
    children.forEach(walk);
  };
  walk(node);
  return [...new Set(keys)].sort();
}
