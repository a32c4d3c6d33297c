import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import type { DataSourceRecord } from '../../core/connectors';
import type { DataSourcesViewModel } from './data-sources.view-model';
import { SourceStatusCell } from './source-status-cell';
import { dataSourcesIds } from './test-ids';
import { SOURCES_TEXT } from './texts';

interface Props {
  vm: DataSourcesViewModel;
  onEdit(source: DataSourceRecord): void;
  onShowRejected(source: DataSourceRecord): void;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' }) : SOURCES_TEXT.never);

/** The sources with their live figures and actions; fits a tablet, scrolls sideways only on a phone. */
export const SourcesTable = observer(function SourcesTable({ vm, onEdit, onShowRejected }: Props) {
  const rate = (id: number) => {
    const n = vm.perMinute(id);
    return n === null ? SOURCES_TEXT.noRate : SOURCES_TEXT.perMinute(n);
  };
  return (
    <div className="sources-scroll">
      <table className="sources-table" aria-label={SOURCES_TEXT.tableLabel} data-testid={dataSourcesIds.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Last message</th>
            <th scope="col">Messages per minute</th>
            <th scope="col">Messages</th>
            <th scope="col">Rejected</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {vm.sources.map((s) => (
            <tr key={s.id}>
              <th scope="row">
                <span className="source-name">{s.name}</span>
                <small className="source-url">{s.url}</small>
              </th>
              <td>
                <SourceStatusCell source={s} />
              </td>
              <td>{when(s.last_message_at)}</td>
              <td>{rate(s.id)}</td>
              <td>{s.messages.toLocaleString('en-US')}</td>
              <td>
                {/* A count first: an unfilled text button like the row's actions, no blue fill shouting for a click. */}
                <Button
                  label={s.rejected.toLocaleString('en-US')}
                  text
                  rounded
                  size="small"
                  className="rejected-count"
                  aria-label={SOURCES_TEXT.showRejected(s.name, s.rejected)}
                  title={SOURCES_TEXT.showRejected(s.name, s.rejected)}
                  onClick={() => onShowRejected(s)}
                />
              </td>
              <td>
                {vm.canWrite && (
                  <div className="row-actions">
                    <Button icon="pi pi-pencil" text rounded aria-label={SOURCES_TEXT.edit(s.name)} title={SOURCES_TEXT.edit(s.name)} onClick={() => onEdit(s)} />
                    {s.enabled ? (
                      <Button icon="pi pi-pause" text rounded aria-label={SOURCES_TEXT.pause(s.name)} title={SOURCES_TEXT.pause(s.name)} onClick={() => void vm.setEnabled(s, false)} />
                    ) : (
                      <Button icon="pi pi-play" text rounded aria-label={SOURCES_TEXT.resume(s.name)} title={SOURCES_TEXT.resume(s.name)} onClick={() => void vm.setEnabled(s, true)} />
                    )}
                    <Button icon="pi pi-trash" text rounded severity="danger" aria-label={SOURCES_TEXT.remove(s.name)} title={SOURCES_TEXT.remove(s.name)} onClick={() => void vm.remove(s)} />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
