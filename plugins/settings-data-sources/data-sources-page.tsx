import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useViewModel } from '../../workbench/api';
import { SetupPage } from '../../workbench/kit/setup-records/setup-page';
import { DataSourcesViewModel } from './data-sources.view-model';
import { RejectedDialog } from './rejected-dialog';
import { SourceDialog, type SourceEditing } from './source-dialog';
import { SourcesTable } from './sources-table';
import { dataSourcesIds } from './test-ids';
import { SOURCES_TEXT } from './texts';
import './data-sources.css';

function EmptySources() {
  return (
    <div className="empty-state sources-empty">
      <h3>{SOURCES_TEXT.emptyTitle}</h3>
      <p>{SOURCES_TEXT.empty}</p>
      <pre>
        <code>{SOURCES_TEXT.example}</code>
      </pre>
      <p>
        {SOURCES_TEXT.readme} <a href={SOURCES_TEXT.openApi}>{SOURCES_TEXT.openApi}</a>
      </p>
    </div>
  );
}

/** System Setup > Data Sources (issue 38): sources with their live status, refreshed every few seconds. */
export const DataSourcesPage = observer(function DataSourcesPage() {
  const vm = useViewModel(DataSourcesViewModel);
  useEffect(() => vm.startPolling(), [vm]);
  const [editing, setEditing] = useState<SourceEditing>(null);
  const [rejectedOf, setRejectedOf] = useState<number | undefined>(undefined);
  return (
    <SetupPage
      title={SOURCES_TEXT.title}
      intro={SOURCES_TEXT.intro}
      helpKey="settings-data-sources/list"
      testId={dataSourcesIds.page}
      canWrite={vm.canWrite}
      isDemo={vm.isDemo}
      createLabel={SOURCES_TEXT.add}
      onCreate={() => setEditing({})}
    >
      {vm.loadError && (
        <p role="alert" className="form-error">
          {vm.loadError}
        </p>
      )}
      <div aria-busy={!vm.loaded}>
        {vm.loaded && vm.sources.length === 0 ? (
          <EmptySources />
        ) : (
          <SourcesTable vm={vm} onEdit={(s) => setEditing({ id: s.id, name: s.name, hasPassword: s.has_password, form: vm.formOf(s.id) })} onShowRejected={(s) => setRejectedOf(s.id)} />
        )}
      </div>
      <SourceDialog editing={editing} saving={vm.saving} onSave={(form, id) => vm.save(form, id)} onHide={() => setEditing(null)} />
      <RejectedDialog source={vm.sources.find((s) => s.id === rejectedOf)} onHide={() => setRejectedOf(undefined)} />
    </SetupPage>
  );
});
