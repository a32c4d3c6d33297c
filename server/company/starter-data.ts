/** What a new company starts with (company init): three shifts, the midnight one overnight, and common reasons. */
export const STARTER_SHIFTS = [
  { name: 'Day', color: '#38bdf8', start: '07:00', end: '15:00', position: 1 },
  { name: 'Afternoon', color: '#f59e0b', start: '15:00', end: '23:00', position: 2 },
  { name: 'Midnight', color: '#a78bfa', start: '23:00', end: '07:00', position: 3 },
] as const;

export const STARTER_REASONS: ReadonlyArray<{ kind: 'down' | 'scrap' | 'reject' | 'rework'; name: string; desc: string; planned: boolean }> = [
  { kind: 'down', name: 'Breakdown', desc: 'Unplanned machine failure', planned: false },
  { kind: 'down', name: 'Material Shortage', desc: 'Waiting for material', planned: false },
  { kind: 'down', name: 'Changeover', desc: 'Planned setup between parts', planned: true },
  { kind: 'down', name: 'Break', desc: 'Planned break', planned: true },
  { kind: 'scrap', name: 'Damaged', desc: 'Damaged in process', planned: false },
  { kind: 'reject', name: 'Out of Tolerance', desc: 'Failed inspection', planned: false },
  { kind: 'rework', name: 'Surface Defect', desc: 'Refinished', planned: false },
];
