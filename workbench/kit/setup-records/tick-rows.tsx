import { SizedCheckbox } from '../form-controls/sized-checkbox';
import type { SetupRow } from './record-editor';

interface Ticking {
  selected: SetupRow[];
  onSelect(rows: SetupRow[]): void;
}

/**
 * A setup table's tick boxes, native inputs named after their row: PrimeReact's selection column
 * nests its input in a role="checkbox" element (axe nested-interactive) and names it by the row's key.
 */
export function TickRow({ row, name, ticking, keyOf }: { row: SetupRow; name: string; ticking: Ticking; keyOf(row: SetupRow): unknown }) {
  const ticked = ticking.selected.some((r) => keyOf(r) === keyOf(row));
  const toggle = () => ticking.onSelect(ticked ? ticking.selected.filter((r) => keyOf(r) !== keyOf(row)) : [...ticking.selected, row]);
  return <SizedCheckbox checked={ticked} onChange={toggle} aria-label={`Select ${name}`} />;
}

export function TickAll({ rows, ticking, keyOf }: { rows: SetupRow[]; ticking: Ticking; keyOf(row: SetupRow): unknown }) {
  const all = rows.length > 0 && rows.every((row) => ticking.selected.some((r) => keyOf(r) === keyOf(row)));
  return <SizedCheckbox checked={all} onChange={() => ticking.onSelect(all ? [] : rows)} aria-label="Select all" />;
}
