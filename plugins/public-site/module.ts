import { ContainerModule } from 'inversify';
import { LocalStore, SessionStore as SessionStorage, type KeyValueStore } from '../../core/platform';
// The files themselves, not the api index: the index also leads to the signed-in shell's modules,
// and the build keeps whatever the public site can reach out of the shell's chunk (vite-shell-chunk.ts).
import { AuthService } from '../../workbench/api/auth-service';
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
  bind(ContactFormFactory).toDynamicValue((ctx) => {
    const http = ctx.get<HttpClient>(HttpClient);
    const toasts = ctx.get<Toasts>(Toasts);
    return (request: ContactRequest, options?: ContactFormOptions) =>
      import('./contact/contact-form.view-model').then(({ ContactFormViewModel }) => new ContactFormViewModel(http, toasts, request, options));
  });
  // The support page's inline form: the footer's source and subject (README).
  bind(InlineContactViewModel).toDynamicValue((ctx) => new InlineContactViewModel(ctx.get<ContactFormFactory>(ContactFormFactory), GENERAL_CONTACT));
  bind(CookieBarViewModel).toDynamicValue(
    (ctx) => new CookieBarViewModel(ctx.get<KeyValueStore>(LocalStore), ctx.get<KeyValueStore>(SessionStorage)),
  );
  bind(PublicSession)
    .toDynamicValue((ctx) => new PublicSession(ctx.get<AuthService>(AuthService), ctx.get<KeyValueStore>(SessionStorage)))
    .inSingletonScope();
});
