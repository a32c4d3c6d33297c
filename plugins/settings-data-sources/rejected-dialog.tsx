import { Dialog } from 'primereact/dialog';
import type { DataSourceRecord } from '../../core/connectors';
import { dataSourcesIds } from './test-ids';
import { SOURCES_TEXT } from './texts';

/** The last messages a source could not read: when, on which topic, the payload and the reason. */
export function RejectedDialog({ source, onHide }: { source: DataSourceRecord | undefined; onHide(): void }) {
  return (
    <Dialog
      header={source ? SOURCES_TEXT.rejectedTitle(source.name) : ''}
      visible={source !== undefined}
      onHide={onHide}
      data-testid={dataSourcesIds.rejected}
      style={{ width: 'min(52rem, 95vw)' }}
    >
      {source && source.last_rejected.length === 0 && <p>{SOURCES_TEXT.noRejected}</p>}
      <ol className="rejected-list">
        {source?.last_rejected.map((r, i) => (
          <li key={`${r.at}-${i}`}>
            <p className="rejected-reason">{r.reason}</p>
            <p className="rejected-where">
              <time dateTime={r.at}>{new Date(r.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' })}</time> · <code>{r.origin}</code>
            </p>
            <pre className="rejected-payload">{r.payload}</pre>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
