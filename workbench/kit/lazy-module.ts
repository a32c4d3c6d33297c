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
 * The module, null until it is in; asked for when the component mounts. A screen that draws Plotly
 * charts reads them through this, so the charts' script (about 1 MB) downloads and compiles while
 * the screen's query is on the wire, instead of holding the screen, and so its query, until Plotly
 * has started (issue 39: npm run bench -- --only screens with SCREENS_TRACE=1 shows the waterfall).
 */
export function useLazyModule<M>(module: LazyModule<M>): M | null {
  const [current, setCurrent] = useState(module.current);
  useEffect(() => {
    if (current) return;
    let live = true;
    void module.load().then((m) => live && setCurrent(() => m));
    return () => {
      live = false;
    };
  }, [module, current]);
  return current;
}
