import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ReactNode } from 'react';
import type { ResourceEntry } from '../../../core/resources';
import { keepFocusThrough } from '../form-controls/keep-focus';
import type { SetupRow } from './record-editor';
import { formatCell } from './resource-cells';
import { TickAll, TickRow } from './tick-rows';

/** What a screen adds to a catalogue table. */
export interface ResourceTableOptions {
  /** Cells a screen draws itself (a colour swatch, a fallback rate), by field. */
  cells?: Readonly<Record<string, (row: SetupRow) => ReactNode>>;
  hiddenColumns?: readonly string[];
  /** Buttons and links before Edit (e.g. a part's operations, an entity's child). */
  extraActions?: (row: SetupRow) => ReactNode;
  /** Rows without Edit/View (e.g. the company itself); every row has it when absent. */
  canEdit?: (row: SetupRow) => boolean;
  /** Rows a writer may remove; every row when absent (`() => false`: records that are never removed). */
  canRemove?: (row: SetupRow) => boolean;
  /** How the row's buttons name it ('Edit Die 7'); its name when absent. */
  rowName?: (row: SetupRow) => string;
  /** The field that tells rows apart; id when absent. */
  dataKey?: string;
  minWidth?: string;
  actionsWidth?: string;
  /** Pages of 10 once there are more than 10 rows. */
  paginate?: boolean;
  striped?: boolean;
  sortField?: string;
  rowClassName?: (row: SetupRow) => string;
  /** One selectable row (e.g. the part whose operations show). */
  selection?: { selected: SetupRow | null; onSelect(row: SetupRow | null): void };
  /** Several rows ticked in a first column of checkboxes, for a change made to all of them at once (writers only). */
  multiSelection?: { selected: SetupRow[]; onSelect(rows: SetupRow[]): void };
}

interface Props extends ResourceTableOptions {
  entry: ResourceEntry;
  rows: SetupRow[];
  canWrite: boolean;
  loading?: boolean;
  emptyMessage: string;
  testId: string;
  ariaLabel: string;
  onEdit(row: SetupRow): void;
  onRemove(row: SetupRow): Promise<unknown>;
}

/**
 * A setup resource's table: the catalogue's columns, then the row's actions: Edit (View for a
 * reader) and, for writers, Remove, which keeps the keyboard focus in the table when its row goes.
 */
export const ResourceTable = observer(function ResourceTable(p: Props) {
  const hidden = new Set(p.hiddenColumns ?? []);
  const columns = (p.entry.tableColumns ?? []).filter((c) => !hidden.has(c.field));
  const nameOf = p.rowName ?? ((row: SetupRow) => String(row.name));
  const keyOf = (row: SetupRow) => row[p.dataKey ?? 'id'];
  const actions = (row: SetupRow) => (
    <div className="row-actions">
      {p.extraActions?.(row)}
      {(p.canEdit?.(row) ?? true) && <Button icon={p.canWrite ? 'pi pi-pencil' : 'pi pi-eye'} text rounded aria-label={`${p.canWrite ? 'Edit' : 'View'} ${nameOf(row)}`} onClick={() => p.onEdit(row)} />}
      {p.canWrite && (p.canRemove?.(row) ?? true) && <Button icon="pi pi-trash" text rounded severity="danger" aria-label={`Remove ${nameOf(row)}`} onClick={(e) => void keepFocusThrough(e.currentTarget, () => p.onRemove(row))} />}
    </div>
  );
  const selection = p.selection
    ? { selectionMode: 'single' as const, selection: p.selection.selected, onSelectionChange: (e: { value: unknown }) => p.selection?.onSelect((e.value as SetupRow | null) ?? null) }
    : {};
  const ticking = p.multiSelection && p.canWrite ? p.multiSelection : undefined;
  return (
    <DataTable
      value={p.rows}
      dataKey={p.dataKey ?? 'id'}
      loading={p.loading}
      {...selection}
      // PrimeReact keeps a cell until its row's data changes; a tick changes no row, so cells are redrawn.
      cellMemo={ticking ? false : undefined}
      paginator={p.paginate ? p.rows.length > 10 : undefined}
      rows={p.paginate ? 10 : undefined}
      sortField={p.sortField}
      sortOrder={p.sortField ? 1 : undefined}
      rowClassName={p.rowClassName}
      emptyMessage={p.emptyMessage}
      size="small"
      stripedRows={p.striped ?? true}
      data-testid={p.testId}
      aria-label={p.ariaLabel}
      tableStyle={p.minWidth ? { minWidth: p.minWidth } : undefined}
    >
      {ticking && <Column header={<TickAll rows={p.rows} ticking={ticking} keyOf={keyOf} />} body={(row: SetupRow) => <TickRow row={row} name={nameOf(row)} ticking={ticking} keyOf={keyOf} />} headerClassName="tick-cell" bodyClassName="tick-cell" style={{ width: '3rem' }} />}
      {columns.map((c) => {
        const cell = p.cells?.[c.field] ?? (c.format ? (r: SetupRow) => formatCell(r[c.field], c.format) : undefined);
        const bodyClass = [c.nowrap ? 'nowrap' : '', c.wideOnly ? 'wide-only' : ''].filter(Boolean).join(' ') || undefined;
        return <Column key={c.field} field={c.field} header={c.header} sortable={c.sortable} headerClassName={c.wideOnly ? 'wide-only' : undefined} bodyClassName={bodyClass} align={c.align} style={c.width ? { width: c.width } : undefined} body={cell} />;
      })}
      <Column header="Actions" body={actions} style={{ width: p.actionsWidth ?? '7rem' }} />
    </DataTable>
  );
});
