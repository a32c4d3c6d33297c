import { BehaviorSubject, type Observable } from 'rxjs';
import { NO_CUSTOMER_COMPANIES } from '../../core/session';
import type { CustomerCompanies, SessionStore, WorkbenchSession } from '../api/session';

/** The session store the shell writes after every profile load and sign-out. */
export class BehaviorSessionStore implements SessionStore {
  private readonly subject: BehaviorSubject<WorkbenchSession | undefined>;
  readonly session$: Observable<WorkbenchSession | undefined>;

  constructor(
    readonly customerCompanies: CustomerCompanies,
    initial?: WorkbenchSession,
  ) {
    this.subject = new BehaviorSubject(initial);
    this.session$ = this.subject.asObservable();
  }

  get current(): WorkbenchSession | undefined {
    return this.subject.value;
  }

  /**
   * The customer names the server configured (they come with the profile). The object is shared
   * with the host's route guards, so it is updated in place, before the session that needs it.
   */
  setCustomerCompanies(names: CustomerCompanies | undefined): void {
    Object.assign(this.customerCompanies, names ?? NO_CUSTOMER_COMPANIES);
  }

  set(session: WorkbenchSession | undefined): void {
    this.subject.next(session);
  }
}
