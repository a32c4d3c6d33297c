import type { DataSourceRecord, SourceStatus } from '../../core/connectors';
import { STATUS_TEXT } from './texts';

const STATUS_ICON: Record<SourceStatus, string> = { connected: 'pi pi-check-circle', connecting: 'pi pi-spin pi-spinner', error: 'pi pi-exclamation-triangle', paused: 'pi pi-pause-circle' };

/** A source's state in words with its icon; an error says what went wrong. */
export function SourceStatusCell({ source }: { source: DataSourceRecord }) {
  return (
    <div className={`source-status source-status-${source.status}`}>
      <span className="source-status-word">
        <i className={STATUS_ICON[source.status]} aria-hidden="true" /> {STATUS_TEXT[source.status]}
      </span>
      {source.status === 'error' && source.last_error && <span className="source-status-error">{source.last_error}</span>}
    </div>
  );
}
