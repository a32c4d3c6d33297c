import type { EntityNode } from '../model';

/** A machine (a leaf of the entity tree) as the event analysis and the ranking need it. */
export interface MachineUnder {
  key: string;
  /** The zone its shifts run in. */
  timezone: string;
  euid: string;
  name: string;
}

/** The machines under an entity (itself when it is a machine), by key. */
export function machinesUnder(node: EntityNode): MachineUnder[] {
  const machines = new Map<string, MachineUnder>();
  const walk = (n: EntityNode) => {
    const children = n.children ?? [];
    if (children.length === 0 && n.key) machines.set(n.key, { key: n.key, timezone: n.timezone, euid: n.euid, name: n.name });
    children.forEach(walk);
  };
  walk(node);
  return [...machines.values()].sort((a, b) => a.key.localeCompare(b.key));
}
