import type { ProfileShift, Shift } from '../model';

/**
 * The profile's shift map as a list ordered by position (name breaks ties, so the order is stable).
 * Times are copied as they are: missing ones are reported by shiftTimeWarnings, not dropped here.
 */
export function shiftsFromProfile(shifts: Record<string, ProfileShift>): Shift[] {
  return Object.entries(shifts)
    .map(([name, s]): Shift => ({
      name,
      startTime: s.start ?? '',
      endTime: s.end ?? '',
      position: s.position,
      ...(s.color !== undefined ? { color: s.color } : {}),
    }))
    .sort(byPosition);
}

export function byPosition(a: Pick<Shift, 'position' | 'name'>, b: Pick<Shift, 'position' | 'name'>): number {
  return a.position - b.position || a.name.localeCompare(b.name);
}

/** The shift names in position order (the Shift dropdown's options). */
export function shiftNames(shifts: readonly Shift[]): string[] {
  return [...shifts].sort(byPosition).map((s) => s.name);
}
