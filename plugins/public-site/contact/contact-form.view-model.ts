import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { CONTACT_FAILURE_TOAST, CONTACT_SUCCESS_TOAST } from '../../../core/errors';
import { contactSchema, validateForm, type FieldErrors } from '../../../core/forms';
import type { HttpClient, Toasts } from '../../../workbench/api';
import { CONTACT_PATH, type ContactRequest } from './contact-request';

export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

type Values = Record<ContactField, string>;
type Touched = Record<ContactField, boolean>;

const untouched = (): Touched => ({ first_name: false, last_name: false, email: false, subject: false, message: false });

/**
 * The contact form (document 3 §5): the core/forms contact schema decides what is valid; an error
 * shows under a field once it is touched; submitting touches every field and sends nothing while one
 * is invalid. Sending posts the message (§7) and toasts the catalogue's texts (§8).
 */
export class ContactFormViewModel {
  values: Values;
  touched: Touched = untouched();
  sending = false;
  private source: ContactRequest['source'];

  constructor(
    private readonly http: HttpClient,
    private readonly toasts: Toasts,
    request: ContactRequest,
  ) {
    this.source = request.source;
    this.values = { first_name: '', last_name: '', email: '', subject: request.subject, message: '' };
    makeObservable<ContactFormViewModel, 'validation'>(this, {
      values: observable,
      touched: observable,
      sending: observable,
      validation: computed,
      errors: computed,
      set: action,
      touch: action,
      submit: action,
    });
  }

  private get validation() {
    return validateForm(contactSchema, { ...this.values, source: this.source });
  }

  /** Every field's first message, touched or not. */
  get errors(): FieldErrors {
    const v = this.validation;
    return v.ok ? {} : v.errors;
  }

  /** The message to show under a field: only once the user has left it or tried to submit. */
  errorOf(field: ContactField): string | undefined {
    return this.touched[field] ? this.errors[field] : undefined;
  }

  set(field: ContactField, value: string): void {
    this.values[field] = value;
  }

  touch(field: ContactField): void {
    this.touched[field] = true;
  }

  /** Answers true when the message was sent (the dialog then closes). */
  async submit(): Promise<boolean> {
    for (const field of CONTACT_FIELDS) this.touched[field] = true;
    const v = this.validation;
    if (!v.ok || this.sending) return false;
    this.sending = true;
    try {
      await this.http.post(CONTACT_PATH, v.value);
      this.toasts.show(CONTACT_SUCCESS_TOAST);
      return true;
    } catch {
      this.toasts.show(CONTACT_FAILURE_TOAST);
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
