import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { ContactFormFactory } from './contact-form-factory';
import type { ContactFormViewModel, ContactStatus } from './contact-form.view-model';
import type { ContactRequest } from './contact-request';

/**
 * A contact form shown inside a page rather than a dialog (the support page's 'Still stuck?' band).
 * Its form runs in status-emit mode (document 3 §8): the outcome is shown where the visitor is
 * looking instead of in a toast. After a success the page shows a confirmation and can start a
 * fresh form; after a failure it shows an error and keeps the form with the typed values.
 */
export class InlineContactViewModel {
  form: ContactFormViewModel | null = null;
  outcome: ContactStatus | null = null;
  /** Counts the forms asked for, so a form that loads after a newer one was asked for is dropped. */
  private generation = 0;

  constructor(
    private readonly createForm: ContactFormFactory,
    private readonly request: ContactRequest,
  ) {
    makeObservable<InlineContactViewModel, 'show' | 'settle'>(this, {
      form: observableRef,
      outcome: observable,
      sent: computed,
      failed: computed,
      show: action,
      settle: action,
      sendAnother: action,
    });
  }

  /** The message went out: the page shows the confirmation in place of the form. */
  get sent(): boolean {
    return this.outcome === 'success';
  }

  /** The last send failed and no new one is under way (a retry hides the old error until it fails too). */
  get failed(): boolean {
    return this.outcome === 'fail' && this.form?.sending !== true;
  }

  /** Loads a fresh, empty form. */
  async start(): Promise<void> {
    const generation = ++this.generation;
    const form = await this.createForm(this.request, { onStatus: (status) => this.settle(status) });
    if (generation === this.generation) this.show(form);
  }

  /** After a confirmation: an empty form for the next message. */
  sendAnother(): Promise<void> {
    this.outcome = null;
    this.form = null;
    return this.start();
  }

  private show(form: ContactFormViewModel): void {
    this.form = form;
  }

  private settle(status: ContactStatus): void {
    this.outcome = status;
  }
}
