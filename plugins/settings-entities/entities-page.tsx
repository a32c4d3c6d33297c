import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useEffect, useMemo, useState } from 'react';
import { entityResource } from '../../core/resources';
import { GraphqlClient, useService, useViewModel } from '../../workbench/api';
import { GqlDropdown, graphqlFetch } from '../../workbench/kit/gql-dropdown/gql-dropdown';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { RegenBanner } from '../../workbench/kit/setup-records/regen-banner';
import type { Editing } from '../../workbench/kit/setup-records/resource-form-dialog';
import { ResourceSetupScreen } from '../../workbench/kit/setup-records/resource-setup-screen';
import { EntitiesViewModel } from './entities.view-model';
import { editedCategory, entityDialogHeader, entityFormEntry, newEntity, timeZoneChoices } from './entity-form';
import { CHILD_CATEGORY, flattenTree } from './entity-rows';
import { EntityRowLinks } from './row-links';
import { settingsEntitiesIds } from './test-ids';

const isCompany = (r: SetupRow) => r.category === 'COMPANY';

/** An entity's name indented by its depth below the company, marked when disabled. */
function EntityName({ row }: { row: SetupRow & { level?: number } }) {
  const level = row.level ?? 0;
  return (
    <span style={{ paddingLeft: `${level * 1.25}rem` }} className={`entity-name${row.enabled === false ? ' disabled-tag' : ''}`}>
      {level > 0 && <i className="pi pi-angle-right" aria-hidden="true" />} {String(row.name)}
      {row.enabled === false ? ' (disabled)' : ''}
    </span>
  );
}

/** System Setup > Entities (ADMIN and MANAGER): the company's tree on the generic setup screen. */
export const EntitiesPage = observer(function EntitiesPage() {
  const vm = useViewModel(EntitiesViewModel);
  const { entities } = vm;
  const [editing, setEditing] = useState<Editing>(null);
  useEffect(() => void vm.load(), [vm]);
  const client = useService<GraphqlClient>(GraphqlClient);
  // A plant with hundreds of machines finds one by name (issue 13: the GraphQL dropdown for large lists).
  const findEntity = useMemo(() => graphqlFetch(client, 'bigbrain_entity', ['euid', 'name', 'key'], 'name'), [client]);
  const canWrite = entities.canWrite;
  const zones = useMemo(timeZoneChoices, []);
  // The whole tree at once, indented by level (a plant's tree is small enough to read in one table).
  const rows = useMemo(() => flattenTree(vm.tree), [vm.tree]);
  const category = editedCategory(editing);
  const entry = useMemo(() => entityFormEntry(entityResource, category, entities.rows, zones), [category, entities.rows, zones]);
  const newRecord = useMemo(() => newEntity(editing), [editing]);

  const addChild = (r: SetupRow) => {
    const child = CHILD_CATEGORY[String(r.category)];
    return canWrite && child && <Button icon="pi pi-plus" text rounded aria-label={`Add ${child.toLowerCase()} under ${String(r.name)}`} onClick={() => setEditing({ parent: r })} />;
  };

  return (
    <ResourceSetupScreen
      entry={entry}
      editor={entities}
      texts={{
        title: 'Entities',
        intro: "Your company's sites, areas and machines. Add an entity with + on its parent; edit it to rename, move (another parent), change its time zone or disable it.",
        empty: 'No entities.',
      }}
      helpKey="settings-entities/tree"
      testIds={{ page: settingsEntitiesIds.page, table: settingsEntitiesIds.tree, dialog: settingsEntitiesIds.dialog }}
      rows={rows}
      table={{
        dataKey: 'euid',
        minWidth: '40rem',
        actionsWidth: '9rem',
        cells: { name: (r) => <EntityName row={r} /> },
        extraActions: (r) => (
          <>
            <EntityRowLinks row={r} />
            {addChild(r)}
          </>
        ),
        canEdit: (r) => !isCompany(r),
        canRemove: (r) => !isCompany(r),
      }}
      editing={editing}
      onEditingChange={setEditing}
      newRecord={newRecord}
      dialogHeader={entityDialogHeader}
      onSave={(values, id) => vm.save({ ...values, category }, id)}
      onRemove={(row) => vm.remove(row)}
      before={
        <>
          <RegenBanner progress={vm.regen} testId={settingsEntitiesIds.regen} />
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
                if (row) setEditing({ row });
              }}
              testId={settingsEntitiesIds.search}
            />
          </div>
        </>
      }
    />
  );
});
