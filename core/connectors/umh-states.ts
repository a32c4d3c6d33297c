/**
 * United Manufacturing Hub's machine state codes (its "available states for assets" data model):
 * 10000-29999 are producing; every other range is a stop. Which stops are planned follows this
 * product's ingestion rule (changeovers, breaks and planned maintenance are planned stops).
 */
const STOPS: ReadonlyArray<{ from: number; reason: string; planned: boolean }> = [
  { from: 30000, reason: 'Unknown', planned: false },
  { from: 40000, reason: 'Unspecified stop', planned: false },
  { from: 50000, reason: 'Microstop', planned: false },
  { from: 60000, reason: 'Inlet jam', planned: false },
  { from: 70000, reason: 'Outlet jam', planned: false },
  { from: 80000, reason: 'Congestion bypass', planned: false },
  { from: 90000, reason: 'Material issue', planned: false },
  { from: 100000, reason: 'Changeover', planned: true },
  { from: 110000, reason: 'Cleaning', planned: true },
  { from: 120000, reason: 'Emptying', planned: true },
  { from: 130000, reason: 'Setting up', planned: true },
  { from: 140000, reason: 'Operator not at machine', planned: false },
  { from: 150000, reason: 'Operator break', planned: true },
  { from: 160000, reason: 'No shift', planned: true },
  { from: 170000, reason: 'No order', planned: true },
  { from: 180000, reason: 'Equipment failure', planned: false },
  { from: 190000, reason: 'External failure', planned: false },
  { from: 200000, reason: 'External interference', planned: false },
  { from: 210000, reason: 'Preventive maintenance', planned: true },
  { from: 220000, reason: 'Technical other', planned: false },
];

export type MachineState = { running: true } | { running: false; planned: boolean; reason: string };

/** The state of a UMH code, or undefined for a code outside the model. */
export function umhState(code: number): MachineState | undefined {
  if (!Number.isInteger(code) || code < 0 || code >= 230000) return undefined;
  if (code < 10000) return undefined;
  if (code < 30000) return { running: true };
  const stop = [...STOPS].reverse().find((s) => code >= s.from)!;
  return { running: false, planned: stop.planned, reason: stop.reason };
}
