import { ContainerModule } from 'inversify';
import { LocalStore, SessionStore as SessionStorage } from '../../core/platform';
// The files themselves, not the api index: the index also leads to the signed-in shell's modules,
// and the build keeps whatever the public site can reach out of the shell's chunk (vite-shell-chunk.ts).
import { AuthService } from '../../workbench/api/auth-service';
import { bindService } from '../../workbench/api/bind-service';
import { HttpClient } from '../../workbench/api/http-client';
import { Toasts } from '../../workbench/api/toasts';
import { ContactDialogStore } from './contact/contact-dialog-store';
import { ContactFormFactory } from './contact/contact-form-factory';
import type { ContactFormOptions } from './contact/contact-form.view-model';
import { GENERAL_CONTACT, type ContactRequest } from './contact/contact-request';
import { InlineContactViewModel } from './contact/inline-contact.view-model';
import { CookieBarViewModel } from './layout/cookie-bar.view-model';
import { PublicSession } from './layout/public-session';

/** The public site's services, loaded into its child container. Classes internal to it are their own tokens. */
export const publicSiteModule = new ContainerModule(({ bind }) => {
  bind(ContactDialogStore)
    .toDynamicValue(() => new ContactDialogStore())
    .inSingletonScope();
  bindService(
    bind,
    ContactFormFactory,
    ({ http, toasts }) =>
      (request: ContactRequest, options?: ContactFormOptions) =>
        import('./contact/contact-form.view-model').then(({ ContactFormViewModel }) => new ContactFormViewModel(http, toasts, request, options)),
    { http: HttpClient, toasts: Toasts },
  );
  // The support page's inline form: the footer's source and subject (README).
  bindService(bind, InlineContactViewModel, ({ contactForms }) => new InlineContactViewModel(contactForms, GENERAL_CONTACT), { contactForms: ContactFormFactory });
  bindService(bind, CookieBarViewModel, ({ local, session }) => new CookieBarViewModel(local, session), { local: LocalStore, session: SessionStorage });
  bindService(bind, PublicSession, ({ auth, session }) => new PublicSession(auth, session), { auth: AuthService, session: SessionStorage }).inSingletonScope();
});
