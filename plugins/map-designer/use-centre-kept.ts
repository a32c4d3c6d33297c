import { useLayoutEffect, type RefObject } from 'react';
import type { MapEditorViewModel } from './map-editor.view-model';
import { recentred, type PanelSize } from './recentred';

/**
 * While the canvas panel changes size (a window resize, the node panel filling, the sidebar
 * collapsing), the view keeps the point at its centre there (see `recentred`); the canvas itself
 * follows its panel in MapStage.
 */
export function useCentreKept(host: RefObject<HTMLElement | null>, vm: MapEditorViewModel, shown: boolean): void {
  useLayoutEffect(() => {
    const el = host.current;
    if (!shown || !el || typeof ResizeObserver === 'undefined') return;
    let size: PanelSize = { width: el.clientWidth, height: el.clientHeight };
    const observer = new ResizeObserver(() => {
      const next = { width: el.clientWidth, height: el.clientHeight };
      if (next.width <= 0 || next.height <= 0 || (next.width === size.width && next.height === size.height)) return;
      if (size.width > 0 && size.height > 0) vm.setViewport(recentred(vm.viewport, size, next));
      size = next;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [host, vm, shown]);
}
