import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Suspense, useMemo } from 'react';
import { NavStore } from '../../core/navigation';
import { fromRx } from '../api/from-rx';
import type { ExplorerMode } from '../api/manifest';
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
export const ExplorerMain = observer(function ExplorerMain({ modes }: { modes: readonly HostedExplorerMode[] }) {
  const store = useService<NavStore>(NavStore);
  const nav = useMemo(() => fromRx(store.navState$, store.state), [store]);
  const mode = modes.find((m) => m.mode === nav.current.explorerMode) ?? modes[0];
  if (!mode) return null;
  const View = lazyInContainer(mode.view, mode.container);
  return (
    <Suspense fallback={<ProgressSpinner aria-label="Loading" />}>
      <View />
    </Suspense>
  );
});
