import { reaction } from 'mobx';
import type { EntityNode } from '../../../core/model';
import type { NavState, NavStore } from '../../../core/navigation';
import { fromRx, type DataRefresh, type EntityTree, type RxBox } from '../../api';

/** The services every explorer view reads its selection from. */
export interface ExplorerFeedDeps {
  readonly store: NavStore;
  readonly tree: EntityTree;
  readonly refresh: DataRefresh;
}

/**
 * What an explorer view (graph, map, event analysis, ranking) follows: the navigation state and
 * the company as MobX values, and its loading again when its request changes or data is refreshed.
 */
export class ExplorerFeed {
  private readonly nav: RxBox<NavState>;
  private readonly root: RxBox<EntityNode | null>;
  private readonly stops: Array<() => void> = [];

  constructor(private readonly deps: ExplorerFeedDeps) {
    this.nav = fromRx(deps.store.navState$, deps.store.state);
    this.root = fromRx(deps.tree.root$, deps.tree.root);
  }

  get state(): NavState {
    return this.nav.current;
  }

  /** The signed-in company's entity; null until the tree is known. */
  get company(): EntityNode | null {
    return this.root.current;
  }

  /**
   * Loads now and whenever `requestKey` changes; on each refresh tick runs `onTick` (the load when
   * absent). Called once the view's own observables are declared, since the key reads them.
   */
  follow(requestKey: () => unknown, load: () => void, onTick: () => void = load): void {
    this.stops.push(reaction(requestKey, load, { fireImmediately: true }));
    const ticks = this.deps.refresh.ticks$.subscribe(onTick);
    this.stops.push(() => ticks.unsubscribe());
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.nav.dispose();
    this.root.dispose();
  }
}
