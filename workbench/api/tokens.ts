/** The RxJS scheduler timers run on (asyncScheduler in the app, a TestScheduler in tests). */
export const Scheduler = Symbol.for('workbench.Scheduler');
