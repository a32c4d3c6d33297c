import type { Design, MapEntityType } from './map-design-types';
import { xrefField } from './map-design-types';

export type AssignmentFilter = 'ALL' | 'ASSIGNED' | 'UNASSIGNED';

/** The designer sidebar's MACHINES or LOCATIONS tab: Assigned/Unassigned filter and a case-insensitive search. */
export function filterEntityList<T extends { key: string; name?: string }>(
  items: readonly T[],
  design: Design,
  type: MapEntityType,
  filter: AssignmentFilter,
  search = '',
): T[] {
  const assigned = design[xrefField(type)].key_to_node;
  const q = search.trim().toLowerCase();
  return items.filter((item) => {
    const isAssigned = assigned[item.key] !== undefined;
    if (filter === 'ASSIGNED' && !isAssigned) return false;
    if (filter === 'UNASSIGNED' && isAssigned) return false;
    return q === '' || item.key.toLowerCase().includes(q) || (item.name ?? '').toLowerCase().includes(q);
  });
}
