import { serviceToken } from '../../core/platform';
import type { SchedulerLike } from 'rxjs';
/** The RxJS scheduler timers run on (asyncScheduler in the app, a TestScheduler in tests). */
export const Scheduler = serviceToken<SchedulerLike>('workbench.Scheduler');
/** This browser session's id (document 3 §7: the session call's X-SessionID header and the sockets' session_id). */
export const BrowserSessionId = serviceToken<string>('workbench.BrowserSessionId');
/** This page's tab id, shared by the backend-state and live sockets (document 3 §7). */
export const BrowserTabId = serviceToken<string>('workbench.BrowserTabId');
