import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import { CUSTOM_DASHBOARD_UNAVAILABLE } from '../../core/errors';
import { NavStore } from '../../core/navigation';
import { fromRx } from '../api/from-rx';
import type { DatasetContribution, ExplorerMode } from '../api/manifest';
import { customDashboardTarget } from './explorer.view-model';
import { explorerIds } from './test-ids';
import { useService } from '../api/use-service';
import { lazyInContainer } from '../host/lazy-in-container';

/** An explorer mode with the child container of the plugin that contributed it (its module loaded on first use). */
export interface HostedExplorerMode extends ExplorerMode {
  container: () => Promise<Container>;
}


/**
 * The main area on '/': the view of the explorer mode the navigation state names, loaded lazily
 * inside its plugin's container. A mode no enabled plugin contributes is simply absent.
 */
export const ExplorerMain = observer(function ExplorerMain({ modes, datasets = [] }: { modes: readonly HostedExplorerMode[]; datasets?: readonly DatasetContribution[] }) {
  const store = useService<NavStore>(NavStore);
  const nav = useMemo(() => fromRx(store.navState$, store.state), [store]);
  useEffect(() => () => nav.dispose(), [nav]);
  const custom = customDashboardTarget(nav.current, datasets);
  if (custom === 'unavailable') {
    return (
      <section className="empty-state" aria-label="Custom dashboard" data-testid={explorerIds.customUnavailable}>
        <h2>{CUSTOM_DASHBOARD_UNAVAILABLE}</h2>
      </section>
    );
  }
  if (custom) return <Navigate to={custom.route} replace />;
  const mode = modes.find((m) => m.mode === nav.current.explorerMode) ?? modes[0];
  if (!mode) return null;
  const View = lazyInContainer(mode.view, mode.container);
  return (
    <Suspense fallback={<ProgressSpinner aria-label="Loading" />}>
      <View />
    </Suspense>
  );
});
