import type { CONTACT_SOURCES } from '../../../core/forms';
import { PRODUCT_NAME } from '../product';

export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** Where the contact dialog was opened from, and the subject it starts with (document 3 §3). */
export interface ContactRequest {
  source: ContactSource;
  subject: string;
}

/** The top navigation's 'Try for Free' button. */
export const TRY_FREE_CONTACT: ContactRequest = { source: 'TOPNAV_TRY_FREE', subject: `I want to try ${PRODUCT_NAME}!` };

/** The footer's 'Contact Us' item (and the support page's contact button). */
export const GENERAL_CONTACT: ContactRequest = { source: 'FOOTER_CONTACT', subject: 'General Contact' };

/** The dialog's title, 'Contact {product}' (document 3 §2.7). */
export const CONTACT_DIALOG_TITLE = `Contact ${PRODUCT_NAME}`;

/** POST path of the contact call (document 3 §7); the answer is not read. */
export const CONTACT_PATH = '/v1/navutil/marketing/contact/';
