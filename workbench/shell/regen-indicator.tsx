import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { SchedulerLike } from 'rxjs';
import { DATA_REGEN_IN_PROGRESS } from '../../core/errors';
import { BackendState } from '../api/backend-state';
import { fromRx } from '../api/from-rx';
import { Scheduler } from '../api/tokens';
import { useService } from '../api/use-service';
import { regenQueueCount$ } from './regen-queue-count';
import { shellIds } from './test-ids';

const rowsQueued = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'} queued`;

/**
 * The top bar's live indicator (document 3 §1): 'Data regen in progress' and the rows still queued
 * while the backend recomputes results, on every screen. It reads the one backend-state socket.
 */
export const RegenIndicator = observer(function RegenIndicator() {
  const backend = useService<BackendState>(BackendState);
  // The injected scheduler, so the grace runs in virtual time in tests.
  const scheduler = useService<SchedulerLike>(Scheduler);
  const [queued] = useState(() => fromRx(regenQueueCount$(backend.info$, scheduler), 0));
  useEffect(() => () => queued.dispose(), [queued]);
  const n = queued.current;
  return (
    // The live region stays in the DOM while idle: screen readers announce what is inserted into an
    // existing region, not a region that appears with its text.
    <div role="status" className="regen-status">
      {n > 0 && (
        <span className="regen-indicator" title={`${DATA_REGEN_IN_PROGRESS}: ${rowsQueued(n)}`} data-testid={shellIds.regenIndicator} data-help-key="shell/regen">
          <span className="regen-dot" aria-hidden="true" />
          <span className="regen-label">{DATA_REGEN_IN_PROGRESS}</span>{' '}
          {/* The count falls with every push (twice a second): readable, but not announced each time. */}
          <span className="regen-count" aria-live="off">
            {rowsQueued(n)}
          </span>
        </span>
      )}
    </div>
  );
});
