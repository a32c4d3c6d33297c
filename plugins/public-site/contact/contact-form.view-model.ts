import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { CONTACT_FAILURE_TOAST, CONTACT_SUCCESS_TOAST } from '../../../core/errors';
import { contactSchema, validateForm, type FieldErrors } from '../../../core/forms';
import type { HttpClient, Toasts } from '../../../workbench/api';
import { CONTACT_PATH, type ContactRequest } from './contact-request';

export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The outcome of a send, as status-emit mode emits it (document 3 §8). */
export type ContactStatus = 'success' | 'fail';

export interface ContactFormOptions {
  /**
   * Status-emit mode (document 3 §8): the outcome is handed here instead of toasted, for a form
   * that shows it inline (the support page) rather than in a dialog that closes.
   */
  onStatus?: (status: ContactStatus) => void;
}

type Values = Record<ContactField, string>;
type Touched = Record<ContactField, boolean>;

const untouched = (): Touched => ({ first_name: false, last_name: false, email: false, subject: false, message: false });

/**
 * The contact form (document 3 §5): the core/forms contact schema decides what is valid; an error
 * shows under a field once it is touched; submitting touches every field and sends nothing while one
 * is invalid. Sending posts the message (§7) and toasts the catalogue's texts (§8), or in status-emit
 * mode emits 'success' or 'fail' instead.
 */
export class ContactFormViewModel {
  values: Values;
  touched: Touched = untouched();
  sending = false;
  private source: ContactRequest['source'];
  private readonly onStatus: ContactFormOptions['onStatus'];

  constructor(
    private readonly http: HttpClient,
    private readonly toasts: Toasts,
    request: ContactRequest,
    options: ContactFormOptions = {},
  ) {
    this.source = request.source;
    this.onStatus = options.onStatus;
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

  /** Answers true when the message was sent (the dialog then closes). The values stay after a failure, for a retry. */
  async submit(): Promise<boolean> {
    for (const field of CONTACT_FIELDS) this.touched[field] = true;
    const v = this.validation;
    if (!v.ok || this.sending) return false;
    this.sending = true;
    let sent: boolean;
    try {
      await this.http.post(CONTACT_PATH, v.value);
      sent = true;
    } catch {
      sent = false;
    }
    // Reported once sending is over, so a listener sees the form ready for a retry.
    runInAction(() => {
      this.sending = false;
    });
    this.report(sent ? 'success' : 'fail');
    return sent;
  }

  private report(status: ContactStatus): void {
    if (this.onStatus) this.onStatus(status);
    else this.toasts.show(status === 'success' ? CONTACT_SUCCESS_TOAST : CONTACT_FAILURE_TOAST);
  }
}
