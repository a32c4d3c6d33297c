/** The RxJS scheduler timers run on (asyncScheduler in the app, a TestScheduler in tests). */
export const Scheduler = Symbol.for('workbench.Scheduler');
/** Customer company names from configuration (core/session CustomerCompanies). */
export const CustomerCompaniesToken = Symbol.for('workbench.CustomerCompanies');
