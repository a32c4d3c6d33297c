import { observable, runInAction } from 'mobx';
import type { Observable } from 'rxjs';

/** A MobX observable value fed by an RxJS stream; dispose() ends the subscription. */
export interface RxBox<T> {
  readonly current: T;
  dispose(): void;
}

/**
 * The one helper that adapts core streams to MobX view-models (STYLE.md): the value starts at
 * `initial`, follows every emission, and keeps the last value once disposed. A stream error is
 * rethrown asynchronously by RxJS rather than swallowed here.
 */
export function fromRx<T>(stream$: Observable<T>, initial: T): RxBox<T> {
  // deep: false keeps frozen core states (nav state) as they are, not converted to observables.
  const box = observable.box<T>(initial, { deep: false });
  const subscription = stream$.subscribe((value) => runInAction(() => box.set(value)));
  return {
    get current() {
      return box.get();
    },
    dispose: () => subscription.unsubscribe(),
  };
}
