import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useEffect, useMemo } from 'react';
import { partResource } from '../../core/resources';
import { GraphqlClient, useService, useViewModel } from '../../workbench/api';
import { GqlDropdown, graphqlFetch } from '../../workbench/kit/gql-dropdown/gql-dropdown';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { RegenBanner } from '../../workbench/kit/setup-records/regen-banner';
import { ResourceSetupScreen } from '../../workbench/kit/setup-records/resource-setup-screen';
import { OperationsSection } from './operations-section';
import { PartMachinesSection } from './part-machines-section';
import { PartsViewModel } from './parts.view-model';
import { settingsPartsIds } from './test-ids';
import { PARTS_TEXT } from './texts';

/** System Setup > Parts (issue 13). */
export const PartsPage = observer(function PartsPage() {
  const vm = useViewModel(PartsViewModel);
  useEffect(() => void vm.load(), [vm]);
  const client = useService<GraphqlClient>(GraphqlClient);
  const findPart = useMemo(() => graphqlFetch(client, 'bigbrain_part', ['id', 'name'], 'name'), [client]);
  return (
    <ResourceSetupScreen
      entry={partResource}
      editor={vm.parts}
      texts={{ title: PARTS_TEXT.title, intro: PARTS_TEXT.intro, createLabel: PARTS_TEXT.newPart, empty: PARTS_TEXT.empty }}
      helpKey="settings-parts/parts"
      testIds={{ page: settingsPartsIds.page, table: settingsPartsIds.partsTable, dialog: settingsPartsIds.partDialog }}
      table={{
        paginate: true,
        sortField: 'name',
        actionsWidth: '9rem',
        selection: { selected: vm.selected ?? null, onSelect: (row) => vm.select(row?.id ?? null) },
        extraActions: (row: SetupRow) => <Button icon="pi pi-list" text rounded aria-label={`Operations of ${String(row.name)}`} onClick={() => vm.select(row.id)} />,
      }}
      onSave={(values, id) => vm.savePart(values, id)}
      onRemove={(row) => vm.removePart(row)}
      before={
        <>
          <RegenBanner progress={vm.regen} testId={settingsPartsIds.regen} />
          <div className="find-record">
            <GqlDropdown label="Find a part" placeholder="Find a part by name" fetch={findPart} valueField="id" labelField="name" value={vm.selectedId ?? undefined} onChange={(id) => vm.select(Number(id))} testId={settingsPartsIds.search} />
          </div>
        </>
      }
      after={
        <>
          <OperationsSection vm={vm} />
          <PartMachinesSection vm={vm} />
        </>
      }
    />
  );
});
