import { action, makeObservable, observable, observableRef } from 'mobx';
import type { ContactRequest } from './contact-request';

/**
 * Whether the contact dialog is open and with which source and subject. One per plugin, so the top
 * navigation, the footer and the pages open the same dialog.
 */
export class ContactDialogStore {
  visible = false;
  request: ContactRequest | null = null;
  /** Counts openings, so each opening gets a fresh form even with the same request. */
  openings = 0;

  constructor() {
    makeObservable(this, { visible: observable, request: observableRef, openings: observable, open: action, close: action });
  }

  open(request: ContactRequest): void {
    this.request = request;
    this.openings += 1;
    this.visible = true;
  }

  close(): void {
    this.visible = false;
  }
}
