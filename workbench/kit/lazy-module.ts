import { useEffect, useState } from 'react';

/** A module asked for on first use and kept: `current` once it is in, for a render to read without waiting. */
export interface LazyModule<M> {
  current: M | null;
  load(): Promise<M>;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | null = null;
  const module: LazyModule<M> = {
    current: null,
    load: () => (pending ??= importer().then((m) => (module.current = m))),
  };
  return module;
}

/** Runs `run` when the main thread is next idle (at once where the browser cannot tell); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/**
 * The module, null until it is in; asked for once the mounting screen leaves the main thread idle.
 * A screen that draws Plotly charts reads them through this, so the charts' script (about 1 MB, some
 * 600 ms of start-up on a busy 2-core machine) starts while the screen's query is on the wire,
 * instead of holding the screen, and so its query, until Plotly has started (issue 39: npm run bench
 * -- --only screens with SCREENS_TRACE=1 shows the waterfall).
 */
export function useLazyModule<M>(module: LazyModule<M>): M | null {
  const [current, setCurrent] = useState(module.current);
  useEffect(() => {
    if (current) return;
    let live = true;
    const cancel = whenIdle(() => void module.load().then((m) => live && setCurrent(() => m)));
    return () => {
      live = false;
      cancel();
    };
  }, [module, current]);
  return current;
}
