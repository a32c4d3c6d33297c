import { action, makeObservable, observable, runInAction } from 'mobx';
import { asyncScheduler, debounceTime, Subject, type SchedulerLike, type Subscription } from 'rxjs';
import { NO_VALUE_FIELD } from '../../../core/errors';
import { dropdownWhere, LOADING_CLEAR_MS, PAGE_STEP, SEARCH_DEBOUNCE_MS, type SearchMode, type Where } from './gql-dropdown-query';

export type DropdownRow = Record<string, unknown>;
export interface DropdownPage {
  rows: DropdownRow[];
  count: number;
}
/** Runs one dropdown query (where, limit); the component's default runs it on the GraphQL client. */
export type DropdownFetch = (where: Where, limit: number) => Promise<DropdownPage>;

export interface GqlDropdownOptions {
  valueField?: string;
  labelField: string;
  /** The column searched; the label by default. */
  searchField?: string;
  base?: Where;
  scheduler?: SchedulerLike;
  logger?: Pick<Console, 'error'>;
}

/**
 * The GraphQL dropdown's state (document 3 §4, §5, §9): options load when it opens, the search
 * runs 500 ms after the last keystroke in LIKE or EQUALS mode, 'Click to Load More Options...'
 * raises the limit by 10 while the count exceeds it, and the loading state clears after 1 s.
 */
export class GqlDropdownViewModel {
  options: DropdownRow[] = [];
  count = 0;
  limit = PAGE_STEP;
  search = '';
  mode: SearchMode = 'LIKE';
  loading = false;
  error: string | null = null;
  private readonly searches = new Subject<void>();
  private readonly sub: Subscription;
  private readonly scheduler: SchedulerLike;
  private loadingTimer: Subscription | undefined;
  private request = 0;

  constructor(
    private readonly fetch: DropdownFetch,
    readonly options_: GqlDropdownOptions,
  ) {
    if (!options_.valueField) (options_.logger ?? console).error(NO_VALUE_FIELD);
    makeObservable(this, { options: observable, count: observable, limit: observable, search: observable, mode: observable, loading: observable, error: observable, setSearch: action, toggleMode: action, loadMore: action });
    this.scheduler = options_.scheduler ?? asyncScheduler;
    this.sub = this.searches.pipe(debounceTime(SEARCH_DEBOUNCE_MS, this.scheduler)).subscribe(() => void this.load());
  }

  get hasMore(): boolean {
    return this.count > this.limit;
  }

  valueOf(row: DropdownRow): unknown {
    return this.options_.valueField ? row[this.options_.valueField] : undefined;
  }

  labelOf(row: DropdownRow): string {
    return String(row[this.options_.labelField] ?? '');
  }

  /** Dropdowns load their options on open (document 3 §4). */
  open(): Promise<void> {
    return this.load();
  }

  setSearch(text: string): void {
    this.search = text;
    this.limit = PAGE_STEP;
    this.searches.next();
  }

  toggleMode(): void {
    this.mode = this.mode === 'LIKE' ? 'EQUALS' : 'LIKE';
    this.limit = PAGE_STEP;
    this.searches.next();
  }

  loadMore(): Promise<void> {
    if (!this.hasMore) return Promise.resolve();
    this.limit += PAGE_STEP;
    return this.load();
  }

  async load(): Promise<void> {
    const id = ++this.request;
    const started = this.scheduler.now();
    runInAction(() => (this.loading = true));
    try {
      const where = dropdownWhere(this.options_.searchField ?? this.options_.labelField, this.search, this.mode, this.options_.base);
      const page = await this.fetch(where, this.limit);
      if (id !== this.request) return; // a newer search answered first
      runInAction(() => {
        this.options = page.rows;
        this.count = page.count;
        this.error = null;
      });
    } catch (e) {
      runInAction(() => (this.error = e instanceof Error ? e.message : String(e)));
    } finally {
      if (id === this.request) this.clearLoading(id, LOADING_CLEAR_MS - (this.scheduler.now() - started));
    }
  }

  dispose(): void {
    this.sub.unsubscribe();
    this.loadingTimer?.unsubscribe();
  }

  /**
   * Document 3 §9: loading clears 1 s after it began, so a quick answer does not flicker; a slower
   * one clears it on arrival (a pending query must not read as 'No options').
   */
  private clearLoading(id: number, wait: number): void {
    this.loadingTimer?.unsubscribe();
    const clear = () => {
      if (id === this.request) runInAction(() => (this.loading = false));
    };
    if (wait <= 0) clear();
    else this.loadingTimer = this.scheduler.schedule(clear, wait);
  }
}
