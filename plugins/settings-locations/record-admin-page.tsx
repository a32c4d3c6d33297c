import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useCallback, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { TableQuery, type TableRow } from '../../core/table-query';
import { DeviceSettingsStore, useService, useViewModel } from '../../workbench/api';
import { inventoryView } from './inventory-view';
import { DataTable } from '../../workbench/kit/data-table/data-table';
import type { DataTableConfig } from '../../workbench/kit/data-table/data-table-config';
import type { DataTableViewModel } from '../../workbench/kit/data-table/data-table.view-model';
import { tableXlsxFileName } from '../../workbench/kit/export/export-file-names';
import { RecordFormView } from '../../workbench/kit/setup-records/record-form-view';
import { INVENTORY_ADMIN_COLUMNS, LOCATION_ADMIN_COLUMNS } from './admin-columns';
import { withInventoryQty } from './location-inventory';
import type { RecordAdminViewModel } from './record-admin.view-model';
import { locationsIds } from './test-ids';
import { InventoryAdmin, LocationAdmin } from './tokens';
import './locations.css';

/** INVENTORY_PATH: our choice, the specification shows no path for the inventory screen (README). */
export const INVENTORY_PATH = '/inventory';
export const LOCATIONS_PATH = '/locations';

/**
 * The create/edit modal ('Editing Inventory: {part_name}' / 'Create Inventory', and the location's):
 * each field shows its zod message once touched; an invalid form cannot be submitted. The demo
 * account may press Save and gets 'Demo Mode' (document 2 §6).
 */
const RecordDialog = observer(function RecordDialog({ vm }: { vm: RecordAdminViewModel }) {
  const edit = (name: string, value: unknown) => {
    vm.setField(name, String(value ?? ''));
    vm.touch(name);
  };
  return (
    <RecordFormView
      header={vm.header}
      visible={vm.draft !== null}
      fields={vm.kind.fields}
      values={vm.draft ?? {}}
      errors={vm.shownErrors}
      onChange={edit}
      onBlur={(name) => vm.touch(name)}
      readOnly={false}
      isDemo={false}
      saving={vm.saving}
      canSave={vm.valid}
      onSubmit={() => void vm.save()}
      onHide={() => vm.close()}
      testId={locationsIds.formDialog}
    />
  );
});

const RecordAdmin = observer(function RecordAdmin({ vm, config, other }: { vm: RecordAdminViewModel; config: DataTableConfig; other: { to: string; label: string } }) {
  const table = useRef<DataTableViewModel | null>(null);
  vm.onChanged = () => table.current?.refresh();
  const kind = vm.kind.id;
  const onViewModel = useCallback((t: DataTableViewModel) => {
    table.current = t;
  }, []);
  const rowActions = useCallback(
    (row: TableRow) => (
      <>
        <Button icon="pi pi-pencil" text rounded aria-label={`Edit ${String(row[kind === 'inventory' ? 'part_name' : 'name'])}`} onClick={() => vm.openEdit(row)} data-testid={locationsIds.edit(kind, String(row.id))} />
        <Button
          icon="pi pi-trash"
          text
          rounded
          severity="danger"
          aria-label={`Remove ${String(row[kind === 'inventory' ? 'part_name' : 'name'])}`}
          onClick={() => void vm.remove(row)}
          data-testid={locationsIds.remove(kind, String(row.id))}
        />
      </>
    ),
    [vm, kind],
  );
  return (
    <section className="rec-page" aria-label={vm.kind.title} data-testid={kind === 'inventory' ? locationsIds.inventoryPage : locationsIds.locationsPage}>
      <nav className="rec-nav" aria-label="Admin data">
        <Link to={other.to}>{other.label}</Link>
      </nav>
      <DataTable
        config={config}
        onViewModel={onViewModel}
        rowActions={vm.canWrite ? rowActions : undefined}
        toolbar={vm.canWrite ? <Button label="Create" icon="pi pi-plus" size="small" onClick={() => vm.openCreate()} data-testid={locationsIds.create(kind)} /> : undefined}
      />
      <RecordDialog vm={vm} />
    </section>
  );
});

/** Location Data (document 2 §2): the table with each location's summed inventory quantity. */
export function LocationsPage() {
  const vm = useViewModel<RecordAdminViewModel>(LocationAdmin);
  const query = useService<TableQuery>(TableQuery);
  const config = useMemo<DataTableConfig>(
    () => ({
      title: vm.kind.title,
      table: vm.kind.table,
      columns: LOCATION_ADMIN_COLUMNS,
      defaultSort: { field: 'key', direction: 'asc' },
      storageKey: LOCATIONS_PATH,
      exportFileName: tableXlsxFileName(vm.kind.table),
      callbackExportTypes: { inventory_qty: 'float' },
      decorateRows: withInventoryQty(query),
      testId: 'locations',
    }),
    [vm, query],
  );
  return <RecordAdmin vm={vm} config={config} other={{ to: INVENTORY_PATH, label: 'Inventory Data' }} />;
}

/** Inventory Data (document 2 §2). */
export function InventoryPage() {
  const vm = useViewModel<RecordAdminViewModel>(InventoryAdmin);
  const device = useService<DeviceSettingsStore>(DeviceSettingsStore);
  const config = useMemo<DataTableConfig>(
    () => ({
      title: vm.kind.title,
      table: vm.kind.table,
      columns: INVENTORY_ADMIN_COLUMNS,
      defaultSort: { field: 'location_key', direction: 'asc' },
      storageKey: INVENTORY_PATH,
      keptView: inventoryView(device, INVENTORY_ADMIN_COLUMNS),
      exportFileName: tableXlsxFileName(vm.kind.table),
      testId: 'inventory',
    }),
    [vm, device],
  );
  return <RecordAdmin vm={vm} config={config} other={{ to: LOCATIONS_PATH, label: 'Location Data' }} />;
}
