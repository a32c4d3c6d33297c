import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { GraphqlClient, useService, useViewModel } from '../../workbench/api';
import { GqlDropdown, graphqlFetch } from '../../workbench/kit/gql-dropdown/gql-dropdown';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { keepFocusThrough } from '../../workbench/kit/form-controls/keep-focus';
import { RecordFormDialog, type FieldSpec } from '../../workbench/kit/setup-records/record-form-dialog';
import { RegenBanner } from '../../workbench/kit/setup-records/regen-banner';
import { SetupPage } from '../../workbench/kit/setup-records/setup-page';
import { EntitiesViewModel } from './entities.view-model';
import { CHILD_CATEGORY, flattenTree, parentChoices } from './entity-rows';
import { settingsEntitiesIds } from './test-ids';

type Editing = { row?: SetupRow; parent?: SetupRow; category: string } | null;

function zones(): string[] {
  const all = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return ['US/Eastern', 'US/Central', 'US/Mountain', 'US/Pacific', 'UTC', ...all.filter((z) => z !== 'UTC')];
}

/** System Setup > Entities (ADMIN and MANAGER). */
export const EntitiesPage = observer(function EntitiesPage() {
  const vm = useViewModel(EntitiesViewModel);
  const { entities } = vm;
  const [editing, setEditing] = useState<Editing>(null);
  useEffect(() => void vm.load(), [vm]);
  const client = useService<GraphqlClient>(GraphqlClient);
  // A plant with hundreds of machines finds one by name (issue 13: the GraphQL dropdown for large lists).
  const findEntity = useMemo(() => graphqlFetch(client, 'bigbrain_entity', ['euid', 'name', 'key'], 'name'), [client]);
  const canWrite = entities.canWrite;
  const zoneOptions = useMemo(() => zones().map((z) => ({ value: z, label: z })), []);
  // The whole tree at once, indented by level (a plant's tree is small enough to read in one table).
  const rows = useMemo(() => flattenTree(vm.tree), [vm.tree]);

  const category = editing?.row ? String(editing.row.category) : editing?.category ?? 'SITE';
  const fields: FieldSpec[] = useMemo(
    () => [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'key', label: 'Key', kind: 'text', hint: category === 'MACHINE' ? 'The machine_key its events carry.' : undefined },
      { name: 'desc', label: 'Description', kind: 'textarea' },
      { name: 'parent', label: 'Parent', kind: 'select', options: parentChoices(entities.rows, category), hint: 'Choose another parent to move it.' },
      { name: 'timezone', label: 'Time zone', kind: 'select', options: zoneOptions },
      { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
    ],
    [category, entities.rows, zoneOptions],
  );
  const initial = useMemo(() => {
    if (editing?.row) return { ...editing.row };
    return { name: '', key: '', desc: '', category, parent: editing?.parent?.euid ?? '', timezone: String(editing?.parent?.timezone ?? 'US/Eastern'), enabled: true };
  }, [editing, category]);

  const actions = (r: SetupRow) => {
    const child = CHILD_CATEGORY[String(r.category)];
    const isCompany = r.category === 'COMPANY';
    return (
      <div className="row-actions">
        {r.category === 'MACHINE' && (
          // Issue 36: a machine's parts, rates, shifts and plan live on System Setup > Production plan.
          <Link className="p-button p-button-text p-button-rounded p-button-icon-only" to={`/production-plan?machine=${encodeURIComponent(String(r.key))}`} aria-label={`Parts, rates and plan of ${String(r.name)}`} title="Parts, rates and plan">
            <i className="pi pi-calendar" aria-hidden="true" />
          </Link>
        )}
        {canWrite && child && <Button icon="pi pi-plus" text rounded aria-label={`Add ${child.toLowerCase()} under ${String(r.name)}`} onClick={() => setEditing({ parent: r, category: child })} />}
        {!isCompany && <Button icon={canWrite ? 'pi pi-pencil' : 'pi pi-eye'} text rounded aria-label={`${canWrite ? 'Edit' : 'View'} ${String(r.name)}`} onClick={() => setEditing({ row: r, category: String(r.category) })} />}
        {canWrite && !isCompany && <Button icon="pi pi-trash" text rounded severity="danger" aria-label={`Remove ${String(r.name)}`} onClick={(e) => void keepFocusThrough(e.currentTarget, () => vm.remove(r))} />}
      </div>
    );
  };

  return (
    <SetupPage
      title="Entities"
      intro="Your company's sites, areas and machines. Add an entity with + on its parent; edit it to rename, move (another parent), change its time zone or disable it."
      helpKey="settings-entities/tree"
      testId={settingsEntitiesIds.page}
      canWrite={canWrite}
      isDemo={entities.isDemo}
    >
      <RegenBanner progress={vm.regen} testId={settingsEntitiesIds.regen} />
      {entities.loadError && <p role="alert">{entities.loadError}</p>}
      <div className="find-record">
        <GqlDropdown
          label="Find an entity"
          placeholder="Find an entity by name"
          fetch={findEntity}
          valueField="euid"
          labelField="name"
          base={{ category: { _neq: 'COMPANY' } }}
          onChange={(euid) => {
            const row = rows.find((r) => r.euid === euid);
            if (row) setEditing({ row, category: String(row.category) });
          }}
          testId={settingsEntitiesIds.search}
        />
      </div>
      <DataTable value={rows} dataKey="euid" loading={entities.loading} emptyMessage="No entities." size="small" stripedRows data-testid={settingsEntitiesIds.tree} aria-label="Entities" tableStyle={{ minWidth: '40rem' }}>
        <Column
          field="name"
          header="Name"
          body={(r: SetupRow & { level: number }) => (
            <span style={{ paddingLeft: `${r.level * 1.25}rem` }} className={`entity-name${r.enabled === false ? ' disabled-tag' : ''}`}>
              {r.level > 0 && <i className="pi pi-angle-right" aria-hidden="true" />} {String(r.name)}
              {r.enabled === false ? ' (disabled)' : ''}
            </span>
          )}
        />
        <Column field="key" bodyClassName="nowrap" header="Key" />
        <Column field="category" headerClassName="wide-only" bodyClassName="nowrap wide-only" header="Category" />
        <Column field="desc" header="Description" />
        <Column field="timezone" headerClassName="wide-only" bodyClassName="nowrap wide-only" header="Time zone" />
        <Column header="Actions" body={actions} style={{ width: '9rem' }} />
      </DataTable>
      <RecordFormDialog
        header={editing?.row ? `${canWrite ? 'Edit' : 'View'} ${String(editing.row.name)}` : `New ${category.toLowerCase()}${editing?.parent ? ` under ${String(editing.parent.name)}` : ''}`}
        visible={editing !== null}
        fields={fields}
        initial={initial}
        readOnly={!canWrite && !entities.isDemo}
        isDemo={entities.isDemo}
        saving={entities.saving}
        onSubmit={(values) => vm.save({ ...values, category }, editing?.row ? String(editing.row.euid) : undefined)}
        onHide={() => setEditing(null)}
        testId={settingsEntitiesIds.dialog}
      />
    </SetupPage>
  );
});
