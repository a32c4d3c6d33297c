import { serviceToken } from '../../core/platform';
import type { SchedulerLike } from 'rxjs';
/** The RxJS scheduler timers run on (asyncScheduler in the app, a TestScheduler in tests). */
export const Scheduler = serviceToken<SchedulerLike>('workbench.Scheduler');
