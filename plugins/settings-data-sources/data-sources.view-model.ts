import { action, makeObservable, observable, runInAction } from 'mobx';
import type { DataSourceRecord } from '../../core/connectors';
import { dataSourceInputSchema } from '../../core/connectors';
import { DEMO_MODE_TOAST, parseApiError, RECORD_CREATED_TOAST, RECORD_UPDATED_TOAST, recordSaveFailureToast, REMOVE_SUCCESS_TOAST, removeFailureToast, SUCCESS_TITLE, TOAST_LIFE } from '../../core/errors';
import { validateForm, type FieldErrors } from '../../core/forms';
import type { Clock } from '../../core/platform';
import { serverFieldErrors, type RecordEditorServices } from '../../workbench/kit/setup-records/record-editor';
import { canWriteSetup } from '../../workbench/kit/setup-records/setup-access';
import { MessageRates } from './message-rate';
import { formFieldOf, formOf, inputOf, type SourceForm } from './source-form';
import { SOURCES_TEXT } from './texts';

/** How often the list's live status is read again. */
export const STATUS_POLL_MS = 3_000;

const BASE = '/v1/data_sources/';

export type SourceSave = { ok: true } | { ok: false; errors: FieldErrors };

/** The dialog's errors keyed by its fields (a body path such as settings.topics.1 shows under the topics). */
function dialogErrors(errors: FieldErrors, form: SourceForm): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) out[formFieldOf(path, form)] ??= message;
  return out;
}

/**
 * System Setup > Data Sources (issue 38): the company's sources with their live status, read again
 * every few seconds while the screen is open; add, edit, pause/resume and remove.
 */
export class DataSourcesViewModel {
  sources: DataSourceRecord[] = [];
  loaded = false;
  loadError: string | null = null;
  saving = false;
  private readonly rates = new MessageRates();
  private poll: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly services: RecordEditorServices,
    private readonly clock: Clock,
  ) {
    makeObservable<DataSourcesViewModel>(this, { sources: observable, loaded: observable, loadError: observable, saving: observable, load: action });
  }

  get isDemo(): boolean {
    return this.services.sessions.current?.isDemo ?? false;
  }

  get canWrite(): boolean {
    return canWriteSetup(this.services.sessions.current);
  }

  /** Loads now and every STATUS_POLL_MS; answers the stop (the page's effect cleanup). */
  startPolling(): () => void {
    void this.load();
    this.stopPolling();
    this.poll = setInterval(() => void this.load(), STATUS_POLL_MS);
    return () => this.stopPolling();
  }

  private stopPolling(): void {
    if (this.poll !== undefined) clearInterval(this.poll);
    this.poll = undefined;
  }

  async load(): Promise<void> {
    try {
      const sources = await this.services.http.get<DataSourceRecord[]>(BASE);
      const at = this.clock.now();
      sources.forEach((s) => this.rates.record(s.id, at, s.messages));
      this.rates.forget(new Set(sources.map((s) => s.id)));
      runInAction(() => {
        this.sources = sources;
        this.loadError = null;
        this.loaded = true;
      });
    } catch (e) {
      runInAction(() => (this.loadError = parseApiError(e)));
    }
  }

  perMinute(id: number): number | null {
    return this.rates.perMinute(id);
  }

  formOf(id: number | undefined): SourceForm | undefined {
    const record = this.sources.find((s) => s.id === id);
    return record ? formOf(record) : undefined;
  }

  /** Checks the form as the server will, then creates (no id) or changes the source. */
  async save(form: SourceForm, id?: number): Promise<SourceSave> {
    if (this.refusedForDemo()) return { ok: false, errors: { _: DEMO_MODE_TOAST.detail } };
    const checked = validateForm(dataSourceInputSchema, inputOf(form));
    if (!checked.ok) return { ok: false, errors: dialogErrors(checked.errors, form) };
    runInAction(() => (this.saving = true));
    try {
      if (id === undefined) await this.services.http.post(BASE, inputOf(form));
      else await this.services.http.put(`${BASE}${id}/`, inputOf(form));
      this.services.toasts.show(id === undefined ? RECORD_CREATED_TOAST : RECORD_UPDATED_TOAST);
      await this.load();
      return { ok: true };
    } catch (e) {
      const detail = parseApiError(e);
      this.services.toasts.show(recordSaveFailureToast(detail));
      return { ok: false, errors: dialogErrors(serverFieldErrors(e) ?? { _: detail }, form) };
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Pauses (enabled false: the source disconnects, its broker keeps the messages) or resumes a source. */
  async setEnabled(source: DataSourceRecord, enabled: boolean): Promise<void> {
    if (this.refusedForDemo()) return;
    try {
      await this.services.http.patch(`${BASE}${source.id}/`, { enabled });
      this.services.toasts.show({ severity: 'success', summary: SUCCESS_TITLE, detail: enabled ? SOURCES_TEXT.resumed(source.name) : SOURCES_TEXT.paused(source.name), life: TOAST_LIFE.recordSaved });
      await this.load();
    } catch (e) {
      this.services.toasts.show(recordSaveFailureToast(parseApiError(e)));
    }
  }

  async remove(source: DataSourceRecord): Promise<boolean> {
    if (this.refusedForDemo()) return false;
    const c = SOURCES_TEXT.remover(source.name);
    if (!(await this.services.confirm.ask({ header: c.header, message: c.message, acceptLabel: c.accept }))) return false;
    try {
      await this.services.http.delete(`${BASE}${source.id}/`);
      this.services.toasts.show(REMOVE_SUCCESS_TOAST);
      await this.load();
      return true;
    } catch (e) {
      this.services.toasts.show(removeFailureToast(parseApiError(e)));
      return false;
    }
  }

  private refusedForDemo(): boolean {
    if (this.isDemo) this.services.toasts.show(DEMO_MODE_TOAST);
    return this.isDemo;
  }

  dispose(): void {
    this.stopPolling();
  }
}
