import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { z } from 'zod';
import { DEMO_MODE_TOAST, LOADING, parseApiError, RECORD_CREATED_TOAST, RECORD_UPDATED_TOAST, recordSaveFailureToast, REMOVE_SUCCESS_TOAST, removeFailureToast, type Confirmation } from '../../../core/errors';
import { validateForm, type FieldErrors } from '../../../core/forms';
import type { Role } from '../../../core/model';
import type { ResourceEntry } from '../../../core/resources';
import { ConfirmDialog } from '../../api/confirm-dialog';
import { HttpClient } from '../../api/http-client';
import { SessionStore } from '../../api/session';
import { Toasts } from '../../api/toasts';
import { canWriteSetup } from './setup-access';

export interface RecordEditorOptions<S extends z.ZodObject> {
  /** The resource under /v1/, e.g. 'part' (document 1 §7 generic helpers). */
  resource: string;
  schema: S;
  /** Asked before a removal. */
  removeConfirmation: (row: SetupRow) => Confirmation;
  /** Extra query parameters of the list, e.g. {kind: 'down'}. */
  params?: Record<string, string>;
  /** Who may write; ADMIN and MANAGER when absent. */
  writeRoles?: readonly Role[];
}

/** An editor's options for a catalogue resource: its first path, its schema and its write roles. */
export function resourceEditorOptions<S extends z.ZodObject>(entry: ResourceEntry<S>, removeConfirmation: (row: SetupRow) => Confirmation): RecordEditorOptions<S> {
  return { resource: entry.paths[0]!, schema: entry.schema, writeRoles: entry.writeRoles, removeConfirmation };
}

/** The services a setup list works with, by name. */
export interface RecordEditorServices {
  readonly http: HttpClient;
  readonly toasts: Toasts;
  readonly confirm: ConfirmDialog;
  readonly sessions: SessionStore;
}

/** Their tokens, for `bindService(bind, Screen, (services) => ..., RECORD_EDITOR_TOKENS)`. */
export const RECORD_EDITOR_TOKENS = { http: HttpClient, toasts: Toasts, confirm: ConfirmDialog, sessions: SessionStore } as const;

export type SetupRow = Record<string, unknown> & { id: number };

export type SaveResult = { ok: true; row: SetupRow; created: boolean } | { ok: false; errors: FieldErrors };

/**
 * One System Setup list (parts, shifts, reasons, entities, metric setup): loads it, saves a record
 * (created without id, updated with it: document 2 §4) after the shared zod schema accepts it, and
 * removes one after confirmation, with the specification's toasts. A USER reads; the demo account
 * is refused before anything is sent (the server refuses it too).
 */
export class RecordEditor<S extends z.ZodObject> {
  rows: SetupRow[] = [];
  loading = false;
  loadError: string | null = null;
  saving = false;

  private readonly http: HttpClient;
  private readonly toasts: Toasts;
  private readonly confirm: ConfirmDialog;
  private readonly sessions: SessionStore;

  constructor(
    { http, toasts, confirm, sessions }: RecordEditorServices,
    readonly options: RecordEditorOptions<S>,
  ) {
    this.http = http;
    this.toasts = toasts;
    this.confirm = confirm;
    this.sessions = sessions;
    makeObservable(this, { rows: observable, loading: observable, loadError: observable, saving: observable, canWrite: computed, isDemo: computed, load: action });
  }

  get isDemo(): boolean {
    return this.sessions.current?.isDemo ?? false;
  }

  /** ADMIN and MANAGER write setup records (README decision); a USER and the demo account read. */
  get canWrite(): boolean {
    return canWriteSetup(this.sessions.current, this.options.writeRoles);
  }

  get loadingText(): string {
    return LOADING;
  }

  private get base(): string {
    return `/v1/${this.options.resource}/`;
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const body = await this.http.get<{ results: SetupRow[] }>(this.base, { limit: 10_000, ...this.options.params });
      runInAction(() => {
        this.rows = body.results;
        this.loadError = null;
      });
    } catch (e) {
      runInAction(() => (this.loadError = parseApiError(e)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Validates, then creates (no id) or updates (id); bad input sends nothing. */
  async save(values: Record<string, unknown>, id?: number): Promise<SaveResult> {
    if (this.isDemo) {
      this.toasts.show(DEMO_MODE_TOAST);
      return { ok: false, errors: { _: DEMO_MODE_TOAST.detail } };
    }
    const checked = validateForm(this.options.schema, values);
    if (!checked.ok) return checked;
    runInAction(() => (this.saving = true));
    try {
      const row =
        id === undefined
          ? await this.http.post<SetupRow>(this.base, checked.value)
          : await this.http.put<SetupRow>(`${this.base}${id}/`, { ...checked.value, id });
      this.toasts.show(id === undefined ? RECORD_CREATED_TOAST : RECORD_UPDATED_TOAST);
      await this.load();
      return { ok: true, row, created: id === undefined };
    } catch (e) {
      const detail = parseApiError(e);
      this.toasts.show(recordSaveFailureToast(detail));
      return { ok: false, errors: serverFieldErrors(e) ?? { _: detail } };
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Asks first; answers whether the record was removed. */
  async remove(row: SetupRow): Promise<boolean> {
    if (this.isDemo) {
      this.toasts.show(DEMO_MODE_TOAST);
      return false;
    }
    const c = this.options.removeConfirmation(row);
    if (!(await this.confirm.ask({ header: c.header, message: c.message, acceptLabel: c.accept }))) return false;
    try {
      await this.http.delete(`${this.base}${row.id}/`);
      this.toasts.show(REMOVE_SUCCESS_TOAST);
      await this.load();
      return true;
    } catch (e) {
      this.toasts.show(removeFailureToast(parseApiError(e)));
      return false;
    }
  }

  dispose(): void {}
}

/** The server's 400 answers {field: [message]}: the first message per field, to show beside the input. */
export function serverFieldErrors(e: unknown): FieldErrors | undefined {
  const data = (e as { response?: { status?: number; data?: unknown } })?.response;
  if (data?.status !== 400 || typeof data.data !== 'object' || data.data === null) return undefined;
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(data.data)) if (Array.isArray(v) && typeof v[0] === 'string') out[k] = v[0];
  return Object.keys(out).length > 0 ? out : undefined;
}
