import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { downtimeText } from '../../core/downtime';
import { parseApiError, REMOVE_SUCCESS_TOAST, removeFailureToast } from '../../core/errors';
import { maintenanceNoticeForm, validateForm } from '../../core/forms';
import { fromRx, type ConfirmDialog, type HttpClient, type RxBox, type SessionStore, type Toasts, type WorkbenchSession } from '../../workbench/api';
import { NOTICES_TEXT } from './texts';
import { ZonedTimes } from './zoned-time';

/** A notice as GET/POST/DELETE /v1/navutil/scheduled_downtime/ answer it. */
export interface Notice {
  pk: number;
  message: string;
  start_epoch: number;
  end_epoch: number;
  /** When [TIME] is (the start, unless the notice was written with another); null: the start. */
  time_epoch?: number | null;
  company_euid: string | null;
  company_name: string | null;
}

/** One row of the list, every text as the page shows it. */
export interface NoticeRow {
  pk: number;
  audience: string;
  /** The message with [TIME] filled in as the banner shows it. */
  text: string;
  from: string;
  to: string;
  fromIso: string;
  toIso: string;
  removeLabel: string;
}

export const NOTICE_FIELDS = ['message', 'start', 'end', 'company_euid'] as const;
export type NoticeField = (typeof NOTICE_FIELDS)[number];
export type NoticeErrors = Partial<Record<NoticeField | 'form', string>>;

const BASE = '/v1/navutil/scheduled_downtime/';
const EMPTY_FORM: Record<NoticeField, string> = { message: '', start: '', end: '', company_euid: '' };

/**
 * Supervise's maintenance notices: the list (audience, message as the banner shows it, window),
 * the form that schedules one, and removal after a confirmation, every time in the banner's zone.
 */
export class MaintenanceNoticesViewModel {
  notices: Notice[] | null = null;
  /** Why the list could not be read. */
  loadError: string | null = null;
  values: Record<NoticeField, string> = { ...EMPTY_FORM };
  errors: NoticeErrors = {};
  saving = false;
  private readonly session: RxBox<WorkbenchSession | undefined>;

  constructor(
    private readonly http: HttpClient,
    private readonly confirm: ConfirmDialog,
    private readonly toasts: Toasts,
    sessions: SessionStore,
    /** The browser's locale, as the banner's (workbench/core.module.ts). */
    private readonly locale: string,
  ) {
    this.session = fromRx(sessions.session$, sessions.current);
    makeObservable<MaintenanceNoticesViewModel>(this, {
      notices: observable,
      loadError: observable,
      values: observable,
      errors: observable,
      saving: observable,
      times: computed,
      rows: computed,
      set: action,
    });
  }

  /** The zone and format of every time on the page: the banner's. */
  get times(): ZonedTimes {
    return new ZonedTimes(this.session.current?.profile.timezone, this.locale);
  }

  get rows(): NoticeRow[] {
    const times = this.times;
    return (this.notices ?? []).map((n) => {
      const audience = n.company_name ?? NOTICES_TEXT.everyone;
      const at = n.time_epoch ?? n.start_epoch;
      const text = downtimeText(n.message, at, times.zone, this.locale);
      return {
        pk: n.pk,
        audience,
        text,
        from: times.show(n.start_epoch),
        to: times.show(n.end_epoch),
        fromIso: new Date(n.start_epoch).toISOString(),
        toIso: new Date(n.end_epoch).toISOString(),
        removeLabel: NOTICES_TEXT.removeLabel(audience, text),
      };
    });
  }

  async load(): Promise<void> {
    try {
      const r = await this.http.get<{ results: Notice[] }>(BASE);
      runInAction(() => {
        this.notices = r.results;
        this.loadError = null;
      });
    } catch (e) {
      runInAction(() => (this.loadError = parseApiError(e)));
    }
  }

  set(field: NoticeField, value: string): void {
    this.values = { ...this.values, [field]: value };
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
  }

  /** Checks the form (messages beside the fields) and schedules the notice; true once it is. */
  async schedule(companies: ReadonlyArray<{ euid: string; name: string }>): Promise<boolean> {
    if (this.saving) return false;
    const times = this.times;
    const start = times.toInstant(this.values.start);
    const end = times.toInstant(this.values.end);
    const checked = validateForm(maintenanceNoticeForm, {
      message: this.values.message,
      start: start ?? '',
      end: end ?? '',
      company_euid: this.values.company_euid || null,
    });
    const errors: NoticeErrors = checked.ok ? {} : { ...checked.errors };
    if (start === null) errors.start = this.values.start.trim() === '' ? NOTICES_TEXT.startRequired : NOTICES_TEXT.notATime('Start');
    if (end === null) errors.end = this.values.end.trim() === '' ? NOTICES_TEXT.endRequired : NOTICES_TEXT.notATime('End');
    if (!checked.ok || Object.keys(errors).length > 0) {
      runInAction(() => (this.errors = errors));
      return false;
    }
    runInAction(() => {
      this.errors = {};
      this.saving = true;
    });
    try {
      const r = await this.http.post<{ results: Notice[] }>(BASE, checked.value);
      const audience = companies.find((c) => c.euid === checked.value.company_euid)?.name ?? NOTICES_TEXT.everyone;
      runInAction(() => {
        this.notices = r.results;
        this.values = { ...EMPTY_FORM };
      });
      this.toasts.show(NOTICES_TEXT.scheduled(audience, times.show(checked.value.start)));
      return true;
    } catch (e) {
      runInAction(() => (this.errors = { form: parseApiError(e) }));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Asks first (as every remove in the product does); true once the notice is gone. */
  async remove(pk: number): Promise<boolean> {
    const row = this.rows.find((r) => r.pk === pk);
    if (!row) return false;
    const c = NOTICES_TEXT.removeConfirmation(row.text);
    if (!(await this.confirm.ask({ header: c.header, message: c.message }))) return false;
    try {
      const r = await this.http.delete<{ results: Notice[] }>(`${BASE}${pk}/`);
      runInAction(() => (this.notices = r.results));
      this.toasts.show(REMOVE_SUCCESS_TOAST);
      return true;
    } catch (e) {
      this.toasts.show(removeFailureToast(parseApiError(e)));
      return false;
    }
  }

  dispose(): void {
    this.session.dispose();
  }
}
