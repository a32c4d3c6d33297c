import { superviseIds } from './test-ids';

export interface StatusFigures {
  sch_queue?: unknown;
  ent_queue?: unknown;
  sch_joblog?: unknown;
  ent_joblog?: unknown;
  users?: unknown;
}

const count = (v: unknown) => (Array.isArray(v) ? v.length : typeof v === 'number' ? v : 0);

/** Document 2 §2, Backend status panel: the five figures, 'Loading...' until data arrives. */
export function BackendStatusPanel({ state, title }: { state: StatusFigures | null; title: string }) {
  return (
    <section className="backend-status" aria-label={title} data-testid={superviseIds.statusPanel}>
      <h3>{title}</h3>
      {!state ? (
        <p>Loading...</p>
      ) : (
        <dl className="figures">
          <div className="figure"><dt>Current schedule jobs</dt><dd>{count(state.sch_queue)}</dd></div>
          <div className="figure"><dt>Current entity jobs</dt><dd>{count(state.ent_queue)}</dd></div>
          <div className="figure"><dt>Schedule jobs this month</dt><dd>{count(state.sch_joblog)}</dd></div>
          <div className="figure"><dt>Entity jobs this month</dt><dd>{count(state.ent_joblog)}</dd></div>
          <div className="figure"><dt>Current users</dt><dd>{count(state.users)}</dd></div>
        </dl>
      )}
    </section>
  );
}
