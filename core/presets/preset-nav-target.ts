import type { Observable } from 'rxjs';

/**
 * What the preset service needs of the navigation store (core/navigation's NavStore satisfies it):
 * the working state, a way to load a preset's state, and the undo history it clears on reload.
 */
export interface PresetNavTarget<S> {
  readonly navState$: Observable<S>;
  replace(state: S): void;
  clearHistory(): void;
}
