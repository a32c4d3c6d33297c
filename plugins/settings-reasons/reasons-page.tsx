import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { REASON_KINDS } from '../../core/model';
import { REASON_KIND_LABELS, reasonResource } from '../../core/resources';
import { GraphqlClient, useService, useViewModel } from '../../workbench/api';
import { useArrowChoice } from '../../workbench/kit/form-controls/arrow-choice';
import { GqlDropdown, graphqlFetch } from '../../workbench/kit/gql-dropdown/gql-dropdown';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { ResourceSetupScreen } from '../../workbench/kit/setup-records/resource-setup-screen';
import { ReasonsViewModel } from './reasons.view-model';
import { settingsReasonsIds } from './test-ids';
import { REASONS_TEXT } from './texts';

/** Only downtime reasons are planned or not. */
const PLANNED_HIDDEN = ['planned'];

/** System Setup > Reasons; /reasons/:reasonName passes reasonName as a prop (document 1 §2). */
export const ReasonsPage = observer(function ReasonsPage({ reasonName }: { reasonName?: string }) {
  const vm = useViewModel(ReasonsViewModel);
  const { reasons } = vm;
  const kindKeys = useArrowChoice(REASON_KINDS, vm.kind, (k) => vm.setKind(k));
  useEffect(() => void vm.load(reasonName), [vm, reasonName]);
  const client = useService<GraphqlClient>(GraphqlClient);
  const navigate = useNavigate();
  const findReason = useMemo(() => graphqlFetch(client, 'bigbrain_reason', ['id', 'name', 'kind'], 'name'), [client]);
  const newRecord = useMemo(() => ({ ...reasonResource.newRecord, kind: vm.kind }), [vm.kind]);
  return (
    <ResourceSetupScreen
      entry={reasonResource}
      editor={reasons}
      texts={{ title: REASONS_TEXT.title, intro: REASONS_TEXT.intro, createLabel: REASONS_TEXT.newReason, empty: REASONS_TEXT.empty(vm.kind) }}
      helpKey="settings-reasons/reasons"
      testIds={{ page: settingsReasonsIds.page, table: settingsReasonsIds.table(vm.kind), dialog: settingsReasonsIds.dialog }}
      tableLabel={`${REASON_KIND_LABELS[vm.kind]} reasons`}
      rows={vm.rowsOfKind}
      table={{ paginate: true, hiddenColumns: vm.kind === 'down' ? [] : PLANNED_HIDDEN, rowClassName: (r: SetupRow) => (r.name === vm.highlighted ? 'highlighted-row' : '') }}
      newRecord={newRecord}
      onSave={(values, id) => vm.save(values, id)}
      onRemove={(row) => vm.remove(row)}
      before={
        <>
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
        </>
      }
      wrapTable={(table) => (
        <div role="tabpanel" id="reason-panel" aria-labelledby={`reason-tab-${vm.kind}`}>
          {table}
        </div>
      )}
    />
  );
});
