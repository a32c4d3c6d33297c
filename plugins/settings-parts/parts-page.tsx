import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useEffect, useMemo, useState } from 'react';
import { PPM_MAX } from '../../core/forms';
import { GraphqlClient, useService, useViewModel } from '../../workbench/api';
import { GqlDropdown, graphqlFetch } from '../../workbench/kit/gql-dropdown/gql-dropdown';
import { keepFocusThrough } from '../../workbench/kit/form-controls/keep-focus';
import { RecordFormDialog, type FieldSpec } from '../../workbench/kit/setup-records/record-form-dialog';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { RegenBanner } from '../../workbench/kit/setup-records/regen-banner';
import { SetupPage } from '../../workbench/kit/setup-records/setup-page';
import { PartsViewModel } from './parts.view-model';
import { settingsPartsIds } from './test-ids';
import { PARTS_TEXT } from './texts';

const PART_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'group_name', label: 'Group', kind: 'text' },
  { name: 'ppm', label: 'Ideal rate (parts per minute)', kind: 'number', min: 0, max: PPM_MAX, step: 'any' },
  { name: 'desc', label: 'Description', kind: 'textarea' },
];
const OPERATION_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'ppm', label: 'Operation rate (parts per minute)', kind: 'number', min: 0, max: PPM_MAX, step: 'any', hint: "Empty: the part's rate applies." },
  { name: 'desc', label: 'Description', kind: 'textarea' },
];
const NEW_PART = { name: '', group_name: '', ppm: null, desc: '' };
const NEW_OPERATION = { name: '', ppm: null, desc: '' };

type Editing = { what: 'part' | 'operation'; row?: SetupRow } | null;

const rate = (v: unknown) => (v === null || v === undefined ? '' : Number(v).toLocaleString('en-US', { maximumFractionDigits: 3 }));

/** System Setup > Parts (issue 13). */
export const PartsPage = observer(function PartsPage() {
  const vm = useViewModel(PartsViewModel);
  const [editing, setEditing] = useState<Editing>(null);
  useEffect(() => void vm.load(), [vm]);
  const { parts, operations } = vm;
  const canWrite = parts.canWrite;
  const client = useService<GraphqlClient>(GraphqlClient);
  const findPart = useMemo(() => graphqlFetch(client, 'bigbrain_part', ['id', 'name'], 'name'), [client]);
  const initial = useMemo(() => (editing?.row ? { ...editing.row } : editing?.what === 'operation' ? NEW_OPERATION : NEW_PART), [editing]);

  const actions = (row: SetupRow, what: 'part' | 'operation') => (
    <div className="row-actions">
      {what === 'part' && <Button icon="pi pi-list" text rounded aria-label={`Operations of ${String(row.name)}`} onClick={() => vm.select(row.id)} />}
      <Button icon={canWrite ? 'pi pi-pencil' : 'pi pi-eye'} text rounded aria-label={`${canWrite ? 'Edit' : 'View'} ${String(row.name)}`} onClick={() => setEditing({ what, row })} />
      {canWrite && (
        <Button
          icon="pi pi-trash"
          text
          rounded
          severity="danger"
          aria-label={`Remove ${String(row.name)}`}
          onClick={(e) => void keepFocusThrough<unknown>(e.currentTarget, () => (what === 'part' ? vm.removePart(row) : operations.remove(row)))}
        />
      )}
    </div>
  );

  return (
    <SetupPage
      title={PARTS_TEXT.title}
      intro={PARTS_TEXT.intro}
      helpKey="settings-parts/parts"
      testId={settingsPartsIds.page}
      canWrite={canWrite}
      isDemo={parts.isDemo}
      createLabel={PARTS_TEXT.newPart}
      onCreate={() => setEditing({ what: 'part' })}
    >
      <RegenBanner progress={vm.regen} testId={settingsPartsIds.regen} />
      {parts.loadError && <p role="alert">{parts.loadError}</p>}
      <div className="find-record">
        <GqlDropdown label="Find a part" placeholder="Find a part by name" fetch={findPart} valueField="id" labelField="name" value={vm.selectedId ?? undefined} onChange={(id) => vm.select(Number(id))} testId={settingsPartsIds.search} />
      </div>
      <DataTable
        value={parts.rows}
        dataKey="id"
        loading={parts.loading}
        selectionMode="single"
        selection={vm.selected ?? null}
        onSelectionChange={(e) => vm.select((e.value as SetupRow | null)?.id ?? null)}
        paginator={parts.rows.length > 10}
        rows={10}
        sortField="name"
        sortOrder={1}
        emptyMessage={PARTS_TEXT.empty}
        size="small"
        stripedRows
        data-testid={settingsPartsIds.partsTable}
        aria-label="Parts"
      >
        <Column field="name" bodyClassName="nowrap" header="Name" sortable />
        <Column field="group_name" bodyClassName="nowrap" header="Group" sortable />
        <Column field="ppm" header="Ideal rate (ppm)" sortable body={(r: SetupRow) => rate(r.ppm)} align="right" />
        <Column field="desc" header="Description" />
        <Column header="Actions" body={(r: SetupRow) => actions(r, 'part')} style={{ width: '9rem' }} />
      </DataTable>

      <section className="operations" aria-label={vm.selected ? PARTS_TEXT.operationsOf(String(vm.selected.name)) : 'Operations'} data-help-key="settings-parts/operations">
        <div className="setup-page-header">
          <h3>{vm.selected ? PARTS_TEXT.operationsOf(String(vm.selected.name)) : 'Operations'}</h3>
          {vm.selected && canWrite && <Button label={PARTS_TEXT.newOperation} icon="pi pi-plus" outlined onClick={() => setEditing({ what: 'operation' })} />}
        </div>
        {vm.selected ? (
          <DataTable value={vm.partOperations} dataKey="id" emptyMessage={PARTS_TEXT.noOperations} size="small" data-testid={settingsPartsIds.operationsTable} aria-label="Operations">
            <Column field="name" bodyClassName="nowrap" header="Name" />
            <Column field="ppm" header="Rate (ppm)" body={(r: SetupRow) => (r.ppm === null ? `${rate(vm.selected?.ppm)} (part)` : rate(r.ppm))} align="right" />
            <Column field="desc" header="Description" />
            <Column header="Actions" body={(r: SetupRow) => actions(r, 'operation')} style={{ width: '7rem' }} />
          </DataTable>
        ) : (
          <p className="empty-state">{PARTS_TEXT.pickPart}</p>
        )}
      </section>

      <RecordFormDialog
        header={`${editing?.row ? (canWrite ? 'Edit' : 'View') : 'New'} ${editing?.what === 'operation' ? PARTS_TEXT.editOperation : PARTS_TEXT.editPart}`}
        visible={editing !== null}
        fields={editing?.what === 'operation' ? OPERATION_FIELDS : PART_FIELDS}
        initial={initial}
        readOnly={!canWrite && !parts.isDemo}
        isDemo={parts.isDemo}
        saving={parts.saving || operations.saving}
        onSubmit={(values) => (editing?.what === 'operation' ? vm.saveOperation(values, editing.row?.id) : vm.savePart(values, editing?.row?.id))}
        onHide={() => setEditing(null)}
        testId={editing?.what === 'operation' ? settingsPartsIds.operationDialog : settingsPartsIds.partDialog}
      />
    </SetupPage>
  );
});
