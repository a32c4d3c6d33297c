import { serviceToken } from '../../core/platform';
import type { SchedulerLike } from 'rxjs';
import type { CustomerCompanies } from '../../core/session';
/** The RxJS scheduler timers run on (asyncScheduler in the app, a TestScheduler in tests). */
export const Scheduler = serviceToken<SchedulerLike>('workbench.Scheduler');
/** Customer company names from configuration (core/session CustomerCompanies). */
export const CustomerCompaniesToken = serviceToken<CustomerCompanies>('workbench.CustomerCompanies');
