import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useEffect, useMemo, useState } from 'react';
import { REASON_KINDS } from '../../core/model';
import { useNavigate } from 'react-router';
import { GraphqlClient, useService, useViewModel } from '../../workbench/api';
import { GqlDropdown, graphqlFetch } from '../../workbench/kit/gql-dropdown/gql-dropdown';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { keepFocusThrough } from '../../workbench/kit/form-controls/keep-focus';
import { RecordFormDialog, type FieldSpec } from '../../workbench/kit/setup-records/record-form-dialog';
import { SetupPage } from '../../workbench/kit/setup-records/setup-page';
import { useArrowChoice } from '../../workbench/kit/form-controls/arrow-choice';
import { ReasonsViewModel } from './reasons.view-model';
import { settingsReasonsIds } from './test-ids';
import { REASON_KIND_LABELS, REASONS_TEXT } from './texts';

const FIELDS: FieldSpec[] = [
  { name: 'kind', label: 'Kind', kind: 'select', options: REASON_KINDS.map((k) => ({ value: k, label: REASON_KIND_LABELS[k] })) },
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'desc', label: 'Description', kind: 'textarea' },
  { name: 'planned', label: 'Planned downtime (a break, a changeover)', kind: 'checkbox', when: (v) => v.kind === 'down' },
];

/** System Setup > Reasons; /reasons/:reasonName passes reasonName as a prop (document 1 §2). */
export const ReasonsPage = observer(function ReasonsPage({ reasonName }: { reasonName?: string }) {
  const vm = useViewModel(ReasonsViewModel);
  const { reasons } = vm;
  const [editing, setEditing] = useState<{ row?: SetupRow } | null>(null);
  const kindKeys = useArrowChoice(REASON_KINDS, vm.kind, (k) => vm.setKind(k));
  useEffect(() => void vm.load(reasonName), [vm, reasonName]);
  const canWrite = reasons.canWrite;
  const client = useService<GraphqlClient>(GraphqlClient);
  const navigate = useNavigate();
  const findReason = useMemo(() => graphqlFetch(client, 'bigbrain_reason', ['id', 'name', 'kind'], 'name'), [client]);
  const initial = useMemo(() => (editing?.row ? { ...editing.row } : { kind: vm.kind, name: '', desc: '', planned: false }), [editing, vm.kind]);
  return (
    <SetupPage
      title={REASONS_TEXT.title}
      intro={REASONS_TEXT.intro}
      helpKey="settings-reasons/reasons"
      testId={settingsReasonsIds.page}
      canWrite={canWrite}
      isDemo={reasons.isDemo}
      createLabel={REASONS_TEXT.newReason}
      onCreate={() => setEditing({})}
    >
      {reasons.loadError && <p role="alert">{reasons.loadError}</p>}
      {vm.highlightMissing && <p role="status">{REASONS_TEXT.notFound(String(vm.highlighted))}</p>}
      <div className="find-record">
        <GqlDropdown label="Find a reason" placeholder="Find a reason by name" fetch={findReason} valueField="name" labelField="name" value={vm.highlighted ?? undefined} onChange={(name) => navigate(`/reasons/${encodeURIComponent(String(name))}`)} testId={settingsReasonsIds.search} />
      </div>
      <div role="tablist" aria-label="Reason kinds" className="kind-tabs" onKeyDown={kindKeys.onKeyDown}>
        {REASON_KINDS.map((k, i) => (
          <button
            key={k}
            ref={(el) => void (kindKeys.refs.current[i] = el)}
            role="tab"
            type="button"
            id={`reason-tab-${k}`}
            aria-selected={vm.kind === k}
            aria-controls="reason-panel"
            className={`p-button p-button-sm${vm.kind === k ? '' : ' p-button-outlined'}`}
            onClick={() => vm.setKind(k)}
          >
            {REASON_KIND_LABELS[k]} ({reasons.rows.filter((r) => r.kind === k).length})
          </button>
        ))}
      </div>
      <div role="tabpanel" id="reason-panel" aria-labelledby={`reason-tab-${vm.kind}`}>
        <DataTable
          value={vm.rowsOfKind}
          dataKey="id"
          loading={reasons.loading}
          emptyMessage={REASONS_TEXT.empty(vm.kind)}
          size="small"
          stripedRows
          paginator={vm.rowsOfKind.length > 10}
          rows={10}
          rowClassName={(r: SetupRow) => (r.name === vm.highlighted ? 'highlighted-row' : '')}
          data-testid={settingsReasonsIds.table(vm.kind)}
          aria-label={`${REASON_KIND_LABELS[vm.kind]} reasons`}
        >
          <Column field="name" header="Name" sortable />
          <Column field="desc" header="Description" />
          {vm.kind === 'down' && <Column field="planned" header="Planned" body={(r: SetupRow) => (r.planned ? 'Planned' : 'Unplanned')} />}
          <Column
            header="Actions"
            style={{ width: '7rem' }}
            body={(r: SetupRow) => (
              <div className="row-actions">
                <Button icon={canWrite ? 'pi pi-pencil' : 'pi pi-eye'} text rounded aria-label={`${canWrite ? 'Edit' : 'View'} ${String(r.name)}`} onClick={() => setEditing({ row: r })} />
                {canWrite && <Button icon="pi pi-trash" text rounded severity="danger" aria-label={`Remove ${String(r.name)}`} onClick={(e) => void keepFocusThrough(e.currentTarget, () => vm.remove(r))} />}
              </div>
            )}
          />
        </DataTable>
      </div>
      <RecordFormDialog
        header={`${editing?.row ? (canWrite ? 'Edit' : 'View') : 'New'} ${REASONS_TEXT.edit}`}
        visible={editing !== null}
        fields={FIELDS}
        initial={initial}
        readOnly={!canWrite && !reasons.isDemo}
        isDemo={reasons.isDemo}
        saving={reasons.saving}
        onSubmit={(values) => vm.save(values, editing?.row?.id)}
        onHide={() => setEditing(null)}
        testId={settingsReasonsIds.dialog}
      />
    </SetupPage>
  );
});
