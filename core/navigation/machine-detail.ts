import type { NavState } from './nav-state';

/**
 * Document 3 §2.1: when the selected entity is at the deepest level (a machine) and a single day is
 * chosen, the machine dashboard (the detail view) replaces the graph dashboard.
 */
export function isMachineDetail(state: Pick<NavState, 'entity' | 'time'>): boolean {
  const { entity, time } = state;
  return entity.euid !== '' && entity.max_depth > 0 && entity.depth === entity.max_depth && time.day !== null;
}
