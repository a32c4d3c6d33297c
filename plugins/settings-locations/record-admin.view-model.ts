import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { SETUP_WRITER_ROLES } from '../../core/resources';
import {
  DEMO_MODE_TOAST,
  parseApiError,
  RECORD_CREATED_TOAST,
  RECORD_UPDATED_TOAST,
  recordSaveFailureToast,
  REMOVE_SUCCESS_TOAST,
  removeFailureToast,
} from '../../core/errors';
import { planRecordSave } from '../../core/forms';
import { saveRecord, type ConfirmDialog, type HttpClient, type SessionStore, type Toasts } from '../../workbench/api';
import type { RecordEditorServices } from '../../workbench/kit/setup-records/record-editor';
import type { RecordKind } from './record-kinds';

type Draft = Record<string, string | number | undefined>;


/** RecordAdminViewModel's services, by name: a setup list's. */
export type RecordAdminViewModelDeps = RecordEditorServices;

/**
 * Create, edit and remove of one admin record kind (document 2 §4, §8): an item with an id is
 * updated, one without is created (id left out, the new id read back); the zod rules shared with
 * the server refuse bad input before any call; toasts and confirmations with the catalogue's texts;
 * the demo account gets 'Demo Mode' instead of a change.
 */
export class RecordAdminViewModel {
  /** The open form: the record being edited (with id) or created (without). */
  draft: Draft | null = null;
  /** Fields the user has left or tried to save; their messages show. */
  touched = new Set<string>();
  saving = false;
  /** Called after a change so the table reloads. */
  onChanged: () => void = () => undefined;

  private readonly http: HttpClient;
  private readonly toasts: Toasts;
  private readonly confirm: ConfirmDialog;
  private readonly sessions: SessionStore;

  constructor(
    readonly kind: RecordKind,
    { http, toasts, confirm, sessions }: RecordAdminViewModelDeps,
  ) {
    this.http = http;
    this.toasts = toasts;
    this.confirm = confirm;
    this.sessions = sessions;
    makeObservable(this, {
      draft: observableRef,
      touched: observableRef,
      saving: observable,
      errors: computed,
      shownErrors: computed,
      valid: computed,
      header: computed,
      openCreate: action,
      openEdit: action,
      close: action,
      setField: action,
      touch: action,
    });
  }

  get canWrite(): boolean {
    const s = this.sessions.current;
    // The demo account may open the forms; saving shows it the demo-mode toast.
    return s !== undefined && (SETUP_WRITER_ROLES.includes(s.role) || s.isDemo);
  }

  get header(): string {
    if (!this.draft) return '';
    return this.draft.id !== undefined ? this.kind.editHeader(this.draft) : this.kind.createHeader;
  }

  /** The first message per field from the shared zod schema. */
  get errors(): Record<string, string> {
    if (!this.draft) return {};
    const result = this.kind.schema.safeParse(this.payloadInput(this.draft));
    if (result.success) return {};
    const out: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!(field in out)) out[field] = issue.message;
    }
    return out;
  }

  /** The messages of the fields the user has left or tried to save. */
  get shownErrors(): Record<string, string> {
    const errors = this.errors;
    return Object.fromEntries(Object.entries(errors).filter(([field]) => this.touched.has(field)));
  }

  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  openCreate(): void {
    this.touched = new Set();
    this.draft = Object.fromEntries(this.kind.fields.map((f) => [f.name, '']));
  }

  openEdit(row: Record<string, unknown>): void {
    this.touched = new Set();
    const draft: Draft = { id: Number(row.id) };
    for (const f of this.kind.fields) {
      const v = row[f.name];
      draft[f.name] = v === null || v === undefined ? '' : String(v);
    }
    this.draft = draft;
  }

  close(): void {
    this.draft = null;
  }

  setField(name: string, value: string | number | undefined): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, [name]: value };
  }

  touch(name: string): void {
    this.touched = new Set([...this.touched, name]);
  }

  /** Saves the open form; refused (nothing sent) while a field is invalid. */
  async save(): Promise<boolean> {
    if (!this.draft) return false;
    runInAction(() => (this.touched = new Set(this.kind.fields.map((f) => f.name))));
    if (this.sessions.current?.isDemo) {
      this.toasts.show(DEMO_MODE_TOAST);
      return false;
    }
    const parsed = this.kind.schema.safeParse(this.payloadInput(this.draft));
    if (!parsed.success) return false;
    const plan = planRecordSave(parsed.data as { id?: number });
    runInAction(() => (this.saving = true));
    try {
      if (plan.kind === 'create') {
        const created = await this.http.post<{ id: number }>(this.kind.endpoint, plan.payload);
        if (typeof created?.id !== 'number') throw new Error('The server did not answer the new record id');
        this.toasts.show(RECORD_CREATED_TOAST);
      } else {
        // The edit dialog stores the record by id: document 1 §7's save call (README "Updates use PUT").
        await saveRecord(this.http, this.kind.endpoint, plan.id, plan.payload);
        this.toasts.show(RECORD_UPDATED_TOAST);
      }
      runInAction(() => (this.draft = null));
      this.onChanged();
      return true;
    } catch (e) {
      console.error(`Saving the ${this.kind.id} failed`, e);
      this.toasts.show(recordSaveFailureToast(parseApiError(e)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Asks, then removes the record. */
  async remove(row: Record<string, unknown>): Promise<boolean> {
    if (this.sessions.current?.isDemo) {
      this.toasts.show(DEMO_MODE_TOAST);
      return false;
    }
    const c = this.kind.removeConfirmation;
    if (!(await this.confirm.ask({ header: c.header, message: c.message, acceptLabel: c.accept }))) return false;
    try {
      await this.http.delete(`${this.kind.endpoint}${Number(row.id)}/`);
      this.toasts.show(REMOVE_SUCCESS_TOAST);
      this.onChanged();
      return true;
    } catch (e) {
      console.error(`Removing the ${this.kind.id} failed`, e);
      this.toasts.show(removeFailureToast(parseApiError(e)));
      return false;
    }
  }

  dispose(): void {
    this.draft = null;
  }

  /** The draft as the schema reads it: an empty number input is missing, not 0. */
  private payloadInput(draft: Draft): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(draft)) if (v !== undefined) out[k] = v;
    return out;
  }
}
