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

/**
 * The module, null until it is in; asked for in the task after the mounting screen's first commit,
 * once the screen has sent its query. A screen that draws Plotly charts reads them through this, so
 * the charts' script (about 1 MB, some 600 ms of start-up on a busy 2-core machine) starts while the
 * query is on the wire, instead of holding the screen, and so its query, until Plotly has started.
 * Not when the main thread is next idle: on a loaded machine that came only after the query's answer,
 * and Plotly started after it (issue 39: `npm run bench -- --only screens` with SCREENS_TRACE=1
 * shows the waterfall, SCREENS_PROFILE the CPU profile).
 */
export function useLazyModule<M>(module: LazyModule<M>): M | null {
  const [current, setCurrent] = useState(module.current);
  useEffect(() => {
    if (current) return;
    let live = true;
    const timer = setTimeout(() => void module.load().then((m) => live && setCurrent(() => m)), 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [module, current]);
  return current;
}
