import { Subject, type Observable } from 'rxjs';
import { serviceToken } from '../../core/platform';

/**
 * 'Refresh the data' without a navigation change (document 3 §2.1: the Nav State shortcut
 * refreshes data). Screens that load data reload on each tick.
 */
export interface DataRefresh {
  readonly ticks$: Observable<void>;
  refresh(): void;
}
export const DataRefresh = serviceToken<DataRefresh>('workbench.DataRefresh');

export class SubjectDataRefresh implements DataRefresh {
  private readonly subject = new Subject<void>();
  readonly ticks$ = this.subject.asObservable();

  refresh(): void {
    this.subject.next();
  }
}
