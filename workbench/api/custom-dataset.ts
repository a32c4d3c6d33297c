import { useEffect } from 'react';
import type { NavStore } from '../../core/navigation';

/**
 * A customer dashboard opened by its address (a link, a reload) makes its dataset the chosen one,
 * so the sidebar's Dataset dropdown and hidden panels match the screen.
 */
function selectCustomDataset(store: NavStore, label: string): void {
  const s = store.state;
  if (s.explorerMode !== 'GRAPH') store.setExplorerMode('GRAPH');
  if (store.state.graphState.activeDataset !== 'Custom') store.setGraphDataset('Custom');
  if (store.state.dataset !== label) store.setDataset(label);
}

/** selectCustomDataset once, when the dashboard mounts. */
export function useCustomDataset(store: NavStore, label: string): void {
  useEffect(() => {
    try {
      selectCustomDataset(store, label);
    } catch (e) {
      console.error('custom dataset:', e);
    }
  }, [store, label]);
}
