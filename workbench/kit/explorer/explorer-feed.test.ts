import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { EntityNode } from '../../../core/model';
import type { NavState, NavStore } from '../../../core/navigation';
import { SubjectDataRefresh, type EntityTree } from '../../api';
import { ExplorerFeed } from './explorer-feed';

function feedOver(state: Partial<NavState>) {
  const nav = new BehaviorSubject(state as NavState);
  const root = new BehaviorSubject<EntityNode | null>(null);
  const store = { navState$: nav, get state() { return nav.value; } } as unknown as NavStore;
  const tree: EntityTree = { root$: root, get root() { return root.value; } } as unknown as EntityTree;
  const refresh = new SubjectDataRefresh();
  return { feed: new ExplorerFeed({ store, tree, refresh }), nav, root, refresh };
}

describe('the explorer views\' feed (issue 32: one home for the graph, map, event analysis and ranking plumbing)', () => {
  it('loads at once, again when the request changes but not for another change, and on each Refresh tick (document 3 §2.1)', () => {
    const { feed, nav, root, refresh } = feedOver({ metric: 'EFFICIENCY', shift: '' });
    const loads: string[] = [];
    feed.follow(() => feed.state.shift, () => loads.push(`load ${feed.state.shift}`), () => loads.push('tick'));
    nav.next({ ...nav.value, metric: 'QUALITY' });
    nav.next({ ...nav.value, shift: 'DAY' });
    refresh.refresh();
    root.next({ euid: 'c1' } as EntityNode);
    expect(loads).toEqual(['load ', 'load DAY', 'tick']);
    expect(feed.company?.euid).toBe('c1');
  });

  it('stops following once disposed', () => {
    const { feed, nav, refresh } = feedOver({ shift: '' } as Partial<NavState>);
    const loads: string[] = [];
    feed.follow(() => feed.state.shift, () => loads.push('load'));
    feed.dispose();
    nav.next({ ...nav.value, shift: 'NIGHT' });
    refresh.refresh();
    expect(loads).toEqual(['load']);
  });
});
