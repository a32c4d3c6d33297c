import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EMPTY, switchMap, type SchedulerLike } from 'rxjs';
import { socketDisconnected } from '../../core/errors';
import { reloadCountdown$ } from '../../core/session';
import { BackendState } from '../api/backend-state';
import { fromRx } from '../api/from-rx';
import { Scheduler } from '../api/tokens';
import { useService } from '../api/use-service';
import { PRODUCT_NAME } from '../config';
import { shellIds } from './test-ids';

/** When the backend-state socket is lost: a full-screen overlay, a 5-second countdown, then a reload. */
export const SocketLostOverlay = observer(function SocketLostOverlay({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const backend = useService<BackendState>(BackendState);
  // The injected scheduler, so the 5-second countdown runs in virtual time in tests.
  const scheduler = useService<SchedulerLike>(Scheduler);
  const [connected] = useState(() => fromRx(backend.connected$, true));
  const [seconds] = useState(() =>
    fromRx<number | null>(backend.connected$.pipe(switchMap((ok) => (ok ? EMPTY : reloadCountdown$(scheduler)))), null),
  );
  useEffect(() => () => (connected.dispose(), seconds.dispose()), [connected, seconds]);
  const secondsLeft = seconds.current;
  useEffect(() => {
    if (secondsLeft === 0) reload();
  }, [secondsLeft, reload]);
  if (connected.current) return null;
  return (
    <div className="socket-lost-overlay" role="alertdialog" aria-modal="true" aria-labelledby="socket-lost-text" data-testid={shellIds.socketOverlay}>
      <p id="socket-lost-text">{socketDisconnected(PRODUCT_NAME)}</p>
      <p className="countdown" aria-live="assertive">
        {secondsLeft ?? 5}
      </p>
    </div>
  );
});
