import { BehaviorSubject, type Observable } from 'rxjs';
import type { SessionStore, WorkbenchSession } from '../api/session';

/** The session store the shell writes after every profile load and sign-out. */
export class BehaviorSessionStore implements SessionStore {
  private readonly subject: BehaviorSubject<WorkbenchSession | undefined>;
  readonly session$: Observable<WorkbenchSession | undefined>;

  constructor(initial?: WorkbenchSession) {
    this.subject = new BehaviorSubject(initial);
    this.session$ = this.subject.asObservable();
  }

  get current(): WorkbenchSession | undefined {
    return this.subject.value;
  }

  set(session: WorkbenchSession | undefined): void {
    this.subject.next(session);
  }
}
