import { ProgressBar } from 'primereact/progressbar';
import { Link } from 'react-router';
import { ProgressSpinner } from 'primereact/progressspinner';
import { DATA_NOT_FOUND, DATA_NOT_FOUND_HINT, DATA_REGEN_IN_PROGRESS } from '../../core/errors';

export function GraphLoading() {
  return (
    <div className="graph-state" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" aria-label="Loading data" />
      <p>Loading data…</p>
    </div>
  );
}

/**
 * 'Data not found' with the specification's hint when the company has machines (another metric or
 * range may have data); a company without machines is told what is missing and, for those who can
 * add them, where (issue 36 §2: never "change the metric" when nothing could be found anyway).
 */
export function GraphEmpty({ hasMachines = true, canSetUp = false }: { hasMachines?: boolean; canSetUp?: boolean }) {
  return (
    <div className="graph-state" role="status">
      <i className="pi pi-chart-bar graph-state-icon" aria-hidden="true" />
      <h2>{DATA_NOT_FOUND}</h2>
      {hasMachines ? (
        <p>{DATA_NOT_FOUND_HINT}</p>
      ) : canSetUp ? (
        <>
          <p>{NO_MACHINES_YET} Add sites, areas and machines, their shifts and parts, and their first data.</p>
          <Link className="p-button p-button-sm" to="/company/start">
            Getting started
          </Link>
        </>
      ) : (
        <p>{NO_MACHINES_YET} An admin of your company adds them.</p>
      )}
    </div>
  );
}

export const NO_MACHINES_YET = 'This company has no machines yet, so there are no figures to show.';

/** 'Data regen in progress' with the rows still queued (the count falls as the workers finish). */
export function GraphRegen({ queued }: { queued: number }) {
  return (
    <div className="graph-state" role="status" aria-live="polite">
      <h2>{DATA_REGEN_IN_PROGRESS}</h2>
      <ProgressBar mode="indeterminate" style={{ height: 6, width: '16rem' }} aria-label="Regeneration progress" />
      <p>{queued.toLocaleString('en-US')} result rows queued</p>
    </div>
  );
}

export function GraphError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="graph-state" role="alert">
      <i className="pi pi-exclamation-triangle graph-state-icon" aria-hidden="true" />
      <h2>The data could not be loaded</h2>
      <p>{message}</p>
      <button type="button" className="p-button p-button-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
