import { BehaviorSubject, type Observable } from 'rxjs';
import type { KeyValueStore } from '../platform';

/** The build version stamp of the persisted stores: 23 April 2025 (document 1 §9). */
export const BUILD_VERSION_STAMP = '2025-04-23';

interface Stamped<T> {
  version: string;
  state: T;
}

/**
 * Reads a stamped state. Stored state whose stamp differs from `version` is discarded (and removed),
 * as is anything unreadable; the defaults are used instead (document 1 §3).
 */
export function loadVersioned<T extends object>(store: KeyValueStore, key: string, version: string, defaults: () => T): T {
  const raw = store.getItem(key);
  if (raw === null) return defaults();
  try {
    const parsed = JSON.parse(raw) as Partial<Stamped<T>>;
    if (parsed.version === version && typeof parsed.state === 'object' && parsed.state !== null) {
      return { ...defaults(), ...parsed.state };
    }
  } catch {
    // unreadable: treated like a stale stamp
  }
  store.removeItem(key);
  return defaults();
}

export function saveVersioned<T extends object>(store: KeyValueStore, key: string, version: string, state: T): void {
  store.setItem(key, JSON.stringify({ version, state } satisfies Stamped<T>));
}

/** A persisted store: a stream of its state, written through on every update. */
export class VersionedStore<T extends object> {
  private readonly subject: BehaviorSubject<T>;
  readonly state$: Observable<T>;

  constructor(
    private readonly store: KeyValueStore,
    private readonly key: string,
    private readonly defaults: () => T,
    private readonly version: string = BUILD_VERSION_STAMP,
  ) {
    this.subject = new BehaviorSubject(loadVersioned(store, key, version, defaults));
    this.state$ = this.subject.asObservable();
  }

  get value(): T {
    return this.subject.value;
  }

  update(change: Partial<T> | ((state: T) => T)): void {
    const next = typeof change === 'function' ? change(this.subject.value) : { ...this.subject.value, ...change };
    saveVersioned(this.store, this.key, this.version, next);
    this.subject.next(next);
  }

  reset(): void {
    this.store.removeItem(this.key);
    this.subject.next(this.defaults());
  }
}
