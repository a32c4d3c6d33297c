import { ContainerModule } from 'inversify';
import { LocalStore, SessionStore as SessionStorage, type KeyValueStore } from '../../core/platform';
// The files themselves, not the api index: the index also leads to the signed-in shell's modules,
// and the build keeps whatever the public site can reach out of the shell's chunk (vite-shell-chunk.ts).
import { AuthService } from '../../workbench/api/auth-service';
import { HttpClient } from '../../workbench/api/http-client';
import { Toasts } from '../../workbench/api/toasts';
import { ContactDialogStore } from './contact/contact-dialog-store';
import { ContactFormFactory } from './contact/contact-form-factory';
import type { ContactRequest } from './contact/contact-request';
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
    return (request: ContactRequest) =>
      import('./contact/contact-form.view-model').then(({ ContactFormViewModel }) => new ContactFormViewModel(http, toasts, request));
  });
  bind(CookieBarViewModel).toDynamicValue(
    (ctx) => new CookieBarViewModel(ctx.get<KeyValueStore>(LocalStore), ctx.get<KeyValueStore>(SessionStorage)),
  );
  bind(PublicSession)
    .toDynamicValue((ctx) => new PublicSession(ctx.get<AuthService>(AuthService), ctx.get<KeyValueStore>(SessionStorage)))
    .inSingletonScope();
});
