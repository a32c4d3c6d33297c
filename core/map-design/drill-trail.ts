import { ROOT_FLOW_ID } from './map-design-types';

/** The level trail of the map viewer and editor: flow ids from the top level down. */
export type DrillTrail = readonly string[];

export const ROOT_TRAIL: DrillTrail = Object.freeze([ROOT_FLOW_ID]);

/** Drilling pushes a flow id onto the trail. */
export function drillInto(trail: DrillTrail, flowId: string): DrillTrail {
  if (flowId === '') throw new Error('Cannot drill into an empty link');
  return [...trail, flowId];
}

/** Going back to an earlier level pops the levels above it. */
export function drillBackTo(trail: DrillTrail, level: number): DrillTrail {
  if (!Number.isInteger(level) || level < 0 || level >= trail.length) throw new Error(`There is no level ${level} in the trail`);
  return trail.slice(0, level + 1);
}

export function currentFlowId(trail: DrillTrail): string {
  return trail[trail.length - 1] ?? ROOT_FLOW_ID;
}

/** Header labels: the first level shows its flow id, later levels 'Lvl n' (n counting from the first). */
export function trailLabels(trail: DrillTrail): string[] {
  return trail.map((flowId, i) => (i === 0 ? flowId : `Lvl ${i}`));
}
