import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { ProgressSpinner } from 'primereact/progressspinner';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { NavStore } from '../../core/navigation';
import { fromRx } from '../api/from-rx';
import type { ExplorerMode } from '../api/manifest';
import { ServiceProvider, useService } from '../api/use-service';

/** An explorer mode with the child container of the plugin that contributed it. */
export interface HostedExplorerMode extends ExplorerMode {
  container: Container;
}

const views = new WeakMap<ExplorerMode['view'], LazyExoticComponent<ComponentType>>();
function lazyView(mode: ExplorerMode): LazyExoticComponent<ComponentType> {
  let view = views.get(mode.view);
  if (!view) views.set(mode.view, (view = lazy(mode.view)));
  return view;
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
  const View = lazyView(mode);
  return (
    <ServiceProvider container={mode.container}>
      <Suspense fallback={<ProgressSpinner aria-label="Loading" />}>
        <View />
      </Suspense>
    </ServiceProvider>
  );
});
