import type { ContactFormOptions, ContactFormViewModel } from './contact-form.view-model';
import type { ContactRequest } from './contact-request';
import { serviceToken } from '../../../core/platform';

/**
 * Creates a form for one opening of the dialog (bound in the plugin's module). Asynchronous: the form
 * and its validation rules (zod) load when a visitor first opens the dialog, not with the landing
 * page (issue 8: the landing page stays light). Without options the form toasts its outcome; with
 * `onStatus` it emits it (status-emit mode, document 3 §8).
 */
export type ContactFormFactory = (request: ContactRequest, options?: ContactFormOptions) => Promise<ContactFormViewModel>;
export const ContactFormFactory = serviceToken<ContactFormFactory>('public-site.ContactFormFactory');
