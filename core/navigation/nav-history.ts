/** How many undo steps are kept; older ones are dropped first. */
export const NAV_HISTORY_LIMIT = 100;

/** Undo and redo stacks of whole snapshots (states are immutable, so snapshots share structure). */
export class NavHistory<T> {
  private past: T[] = [];
  private future: T[] = [];

  constructor(private readonly limit = NAV_HISTORY_LIMIT) {}

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** A new user change: the state before it becomes undoable and the redo stack is dropped. */
  record(before: T): void {
    this.past.push(before);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
  }

  /** The state to go back to, or undefined when there is none. */
  undo(current: T): T | undefined {
    const previous = this.past.pop();
    if (previous !== undefined) this.future.push(current);
    return previous;
  }

  redo(current: T): T | undefined {
    const next = this.future.pop();
    if (next !== undefined) this.past.push(current);
    return next;
  }

  clear(): void {
    this.past = [];
    this.future = [];
  }
}
