import { lazy, Suspense, useRef, type ComponentType, type ReactElement } from 'react';

/**
 * A dialog's code loads the first time it opens, not with the screen that offers it: the shell's
 * first load stays within its budget (issue 8). Once loaded it stays mounted, so closing keeps the
 * dialog's own hide transition.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & { open: boolean }> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog({ open, ...props }: P & { open: boolean }): ReactElement | null {
    const opened = useRef(false);
    if (open) opened.current = true;
    if (!opened.current) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as P)} />
      </Suspense>
    );
  };
}
